import { expect, waitFor, within } from 'storybook/test';
import { CARDS_PER_PAGE } from '../../src/components/SearchResults/view';

/**
 * The results show a page of cards at a time: waits for the first page (its first screenful paints
 * with the answer, the rest a frame later), then presses "Show N more" while it is there, until all
 * `total` cards are shown.
 */
export async function showEveryCard(canvas: ReturnType<typeof within>, total: number) {
  for (let shown = Math.min(CARDS_PER_PAGE, total); ; shown = Math.min(shown + CARDS_PER_PAGE, total)) {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(shown));
    if (shown === total) return;
    await expect(canvas.getByText(`Showing ${shown} of ${total} products.`)).toBeVisible();
    canvas.getByRole('button', { name: `Show ${Math.min(CARDS_PER_PAGE, total - shown)} more` }).click();
  }
}
