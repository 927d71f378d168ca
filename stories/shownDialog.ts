import { expect, waitFor, within } from 'storybook/test';

/**
 * The open dialog once a person can see it, asked for again on every try. A modal fades in, and the
 * dialog first found can be an instance that is replaced while it opens (the results list paints its
 * cards over two frames): a reference kept from the first look may be detached, and everything read
 * through it "not visible". Seen under load in the screenshot run, in more than one story.
 */
export const shownDialog = () =>
  waitFor(() => {
    const shown = within(document.body).getByRole('dialog');
    expect(shown).toBeVisible();
    expect(within(shown).getAllByRole('heading')[0]).toBeVisible();
    return shown;
  });

/**
 * Checks what the open dialog shows, the dialog looked for again on every try (see `shownDialog`):
 * a check that read a replaced instance is tried again on the one that shows.
 */
export const inShownDialog = (check: (dialog: ReturnType<typeof within>) => void | Promise<void>) =>
  waitFor(async () => {
    const shown = within(document.body).getByRole('dialog');
    expect(shown).toBeVisible();
    await check(within(shown));
  });

/**
 * Presses what opens a dialog until one is open. Right after a search the results list paints its
 * cards over two frames, and a button found in the first can be replaced before the press lands: the
 * press then reaches a detached element and nothing opens. The button is found again for each try.
 */
export const pressUntilDialog = (press: () => Promise<void>) =>
  waitFor(
    async () => {
      if (!within(document.body).queryByRole('dialog')) {
        await press();
        await waitFor(() => within(document.body).getByRole('dialog'), { timeout: 1000 });
      }
    },
    { timeout: 10_000 },
  );
