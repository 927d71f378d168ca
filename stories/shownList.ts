import { expect, waitFor, within } from 'storybook/test';

/**
 * The open list of suggestions once a person can see it where it belongs: present, visible, placed
 * right under its field and inside the screen's width, looked for again on every try. The list is in
 * the page a frame before React Aria has measured where it goes; a picture taken in between shows no
 * list under the field (seen once in a fresh-clone run, on the phone story).
 */
export const shownList = (field: HTMLElement, name?: RegExp) =>
  waitFor(
    () => {
      const list = within(document.body).getByRole('listbox');
      expect(list).toBeVisible();
      const [under, placed] = [field.getBoundingClientRect(), list.getBoundingClientRect()];
      expect(placed.top).toBeGreaterThanOrEqual(under.bottom);
      expect(placed.top - under.bottom).toBeLessThan(24);
      expect(placed.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      if (name) within(list).getByRole('option', { name });
      for (const option of within(list).getAllByRole('option')) expect(option).toBeVisible();
      return list;
    },
    { timeout: 5000 },
  );
