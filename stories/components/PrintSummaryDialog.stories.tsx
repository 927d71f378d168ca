import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { PrintSummaryDialog, type SummaryContent } from '../../src/components/PrintSummaryDialog';
import { quotedResults, readingWithAmbiguity, sampleDeclines } from '../../src/mocks/fixtures';
import { shownDialog } from '../shownDialog';

/** The screen's "Print summary" button and the dialog it opens, as the search screen wires them. */
function PrintHarness({ summary, startOpen, isStale = false }: { summary: SummaryContent; startOpen: boolean; isStale?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Print summary
      </Button>
      <PrintSummaryDialog isOpen={open} onClose={() => setOpen(false)} summary={summary} isStale={isStale} />
    </>
  );
}

const summary: SummaryContent = {
  profile: [
    { label: 'Age', value: '62' },
    { label: 'Sex', value: 'Female' },
    { label: 'Coverage amount', value: '$25,000' },
  ],
  reading: readingWithAmbiguity,
  products: quotedResults,
  selection: 'top',
  declined: sampleDeclines,
};

/** What the page held when `window.print()` was called: the paper's text, and whether the dialog was still up. */
let atPrint: { sheet: string | null; dialog: boolean; focused: string | null } | null = null;

const meta = {
  title: 'Components/PrintSummaryDialog',
  component: PrintHarness,
  args: { summary, startOpen: false },
  beforeEach() {
    atPrint = null;
    // The browser's print dialog would block the test: a spy that notes what it would have printed.
    const print = spyOn(window, 'print').mockImplementation(() => {
      atPrint = {
        sheet: document.querySelector('[data-print-only]')?.textContent ?? null,
        dialog: document.querySelector('[role="dialog"]') !== null,
        focused: document.activeElement?.textContent ?? null,
      };
    });
    return () => {
      print.mockRestore();
      // The printing is over: the summary and its names go.
      window.dispatchEvent(new Event('afterprint'));
    };
  },
} satisfies Meta<typeof PrintHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => document.querySelector<HTMLElement>('[data-print-only]');

/** Opens the dialog from the keyboard, as an agent would: focus on "Print summary", Enter. */
async function openFromButton(canvas: ReturnType<typeof within>, userEvent: { keyboard: (keys: string) => Promise<void> }) {
  canvas.getByRole('button', { name: 'Print summary' }).focus();
  await userEvent.keyboard('{Enter}');
  return within(await shownDialog());
}

/** As it opens: both names blank, the client's copy chosen. */
export const Open: Story = {
  args: { startOpen: true },
  play: async () => {
    const d = within(await shownDialog());
    await expect(d.getByRole('heading', { name: 'Print a client summary' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Client name' })).toHaveValue('');
    await expect(d.getByRole('textbox', { name: 'Agent name' })).toHaveValue('');
    // The browser is asked neither to remember the names nor to spell-check them.
    await expect(d.getByRole('textbox', { name: 'Client name' })).toHaveAttribute('autocomplete', 'off');
    await expect(d.getByRole('textbox', { name: 'Client name' })).toHaveAttribute('spellcheck', 'false');
    await expect(d.getByRole('radio', { name: 'Client copy' })).toBeChecked();
    await expect(d.getByRole('radio', { name: 'Agent copy (with the products not offered)' })).not.toBeChecked();
    await expect(d.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(sheet()).toBeNull();
  },
};

/** On a 320 px phone: the names one above the other, the longer copy's label wrapping inside its box. */
export const OnANarrowPhone: Story = {
  args: { startOpen: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const d = await shownDialog();
    const shown = within(d);
    const agentCopy = shown.getByRole('radio', { name: 'Agent copy (with the products not offered)' }).closest('label')!;
    // Nothing wider than the dialog.
    await expect(d.scrollWidth).toBeLessThanOrEqual(d.clientWidth);
    await expect(agentCopy.getBoundingClientRect().right).toBeLessThanOrEqual(d.getBoundingClientRect().right);
    const client = shown.getByRole('textbox', { name: 'Client name' }).getBoundingClientRect();
    const agent = shown.getByRole('textbox', { name: 'Agent name' }).getBoundingClientRect();
    await expect(agent.top).toBeGreaterThan(client.bottom);
  },
};

/** Names typed, the client's copy, Print: the dialog is gone before printing, the summary carries the names and no declines. */
export const PrintClientCopy: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    const d = await openFromButton(canvas, userEvent);
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'Client name' })).toHaveFocus();
    await userEvent.keyboard('Maria Lopez');
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'Agent name' })).toHaveFocus();
    await userEvent.keyboard('Sam Carter');
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'Agent phone' })).toHaveFocus();
    await userEvent.keyboard('(555) 010-4477');
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'Licence number' })).toHaveFocus();
    // Tab on to Print, past the copy (the client's, as it opened), the health details (left out) and Cancel.
    await userEvent.tab();
    await expect(d.getByRole('radio', { name: 'Client copy' })).toHaveFocus();
    await userEvent.tab();
    await expect(d.getByRole('checkbox', { name: 'Include health details' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Print' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    await expect(atPrint?.dialog).toBe(false);
    await expect(atPrint?.focused).toBe('Print summary');
    await expect(atPrint?.sheet).toContain('Prepared for Maria Lopez');
    await expect(atPrint?.sheet).toContain('Prepared by Sam Carter on May 15, 2026');
    await expect(atPrint?.sheet).toContain('Level: full death benefit from day one');
    await expect(atPrint?.sheet).toContain('Guaranteed issue: premiums returned with interest in the first 2 or 3 years, full benefit after');
    await expect(atPrint?.sheet).not.toContain('Not offered');
    await expect(atPrint?.sheet).toContain('Agent contact: (555) 010-4477');
    // No health text on the client's copy unless asked, and no score.
    await expect(atPrint?.sheet).not.toContain('Conditions, as read');
    await expect(atPrint?.sheet).not.toMatch(/\d+% match|Score/);
    // On paper only: hidden on screen.
    await expect(sheet()).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print summary' })).toHaveFocus();

    // Once printed, the summary and the client's name go; the next opening starts blank for the
    // client, with the agent's contact as last printed (in memory only).
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(sheet()).toBeNull());
    const again = await openFromButton(canvas, userEvent);
    await expect(again.getByRole('textbox', { name: 'Client name' })).toHaveValue('');
    await expect(again.getByRole('textbox', { name: 'Agent name' })).toHaveValue('Sam Carter');
    await expect(again.getByRole('textbox', { name: 'Agent phone' })).toHaveValue('(555) 010-4477');
    await expect(again.getByRole('checkbox', { name: 'Include health details' })).not.toBeChecked();
  },
};

/** The agent's copy, chosen with the arrow keys, printed with Enter from a name field: it lists the products not offered. */
export const PrintAgentCopy: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    const d = await openFromButton(canvas, userEvent);
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(d.getByRole('radio', { name: 'Client copy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(d.getByRole('radio', { name: 'Agent copy (with the products not offered)' })).toBeChecked();
    // The agent's copy always has the health details: nothing to choose.
    await expect(d.queryByRole('checkbox', { name: 'Include health details' })).not.toBeInTheDocument();
    await userEvent.click(d.getByRole('textbox', { name: 'Agent name' }));
    await userEvent.keyboard('Sam Carter{Enter}');

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    await expect(atPrint?.dialog).toBe(false);
    await expect(atPrint?.sheet).toContain('Prepared by Sam Carter on May 15, 2026');
    await expect(atPrint?.sheet).not.toContain('Prepared for');
    await expect(atPrint?.sheet).toContain('Agent copy, with the products not offered');
    await expect(atPrint?.sheet).toContain('Not offered (4)');
    await expect(atPrint?.sheet).toContain('Issue ages 18 to 60: Level Term 20 (SBLI)');
    await expect(atPrint?.sheet).toContain('Score');
    // Had the browser never said the printing was done, the names would still go with the next opening.
    await expect(sheet()).not.toBeNull();
    await openFromButton(canvas, userEvent);
    await expect(sheet()).toBeNull();
  },
};

/** Escape closes without printing, and the focus is back on "Print summary". */
export const CancelWithEscape: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    const d = await openFromButton(canvas, userEvent);
    await userEvent.tab();
    await userEvent.keyboard('Maria Lopez');
    await expect(d.getByRole('textbox', { name: 'Client name' })).toHaveValue('Maria Lopez');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Print summary' })).toHaveFocus());
    await expect(window.print).not.toHaveBeenCalled();
    await expect(sheet()).toBeNull();
    // The name typed went with the dialog.
    const again = await openFromButton(canvas, userEvent);
    await expect(again.getByRole('textbox', { name: 'Client name' })).toHaveValue('');
  },
};

/** Cancel does the same. */
export const CancelButton: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    const d = await openFromButton(canvas, userEvent);
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Print summary' })).toHaveFocus());
    await expect(window.print).not.toHaveBeenCalled();
    await expect(sheet()).toBeNull();
  },
};

/** The form changed after the search: the dialog says the summary is for the profile as searched. */
export const ResultsOutOfDate: Story = {
  args: { startOpen: true, isStale: true },
  play: async () => {
    const d = within(await shownDialog());
    const note = d.getByRole('note', { name: 'The form has changed since this search' });
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent('This summary is for the profile as it was searched.');
    // Printing stays possible: the summary and the results it comes from agree.
    await expect(d.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

/** The client's copy with the health details ticked: the health text and how it was read go on paper too. */
export const PrintClientCopyWithHealthDetails: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    const d = await openFromButton(canvas, userEvent);
    await userEvent.click(d.getByRole('checkbox', { name: 'Include health details' }));
    await userEvent.click(d.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    await expect(atPrint?.sheet).toContain('Conditions, as read');
    await expect(atPrint?.sheet).not.toContain('Not offered');
  },
};
