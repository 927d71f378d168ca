import { Button } from '../Button/Button';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './SearchResults.css';

export const resultSorts = ['score', 'premium'] as const;
export type ResultSort = (typeof resultSorts)[number];

/** What the list offers beside its products: the order, a comparison of the ones chosen, a summary to print. */
export interface ResultsTools {
  sort: ResultSort;
  onSortChange: (sort: ResultSort) => void;
  /** The ids of the products chosen to compare, in the order chosen (at most MAX_COMPARED). */
  compared: readonly string[];
  onCompareChange: (id: string, isSelected: boolean) => void;
  /** "Compare" was pressed with two or three products chosen. */
  onCompare: () => void;
  /** "Print summary" was pressed. */
  onPrint: () => void;
  /** A message about the choice to compare (a fourth product refused), announced politely. */
  compareMessage?: string;
}

export const MAX_COMPARED = 3;

/** The sort, the compare button and the print action above the cards. */
export function ResultsToolbar({ tools, hasPremiums }: { tools: ResultsTools; hasPremiums: boolean }) {
  const count = tools.compared.length;
  return (
    <div className={styles.toolbar}>
      <RadioGroup
        label="Sort by"
        name="sort"
        value={tools.sort}
        onChange={(value) => tools.onSortChange(value as ResultSort)}
        options={[
          { value: 'score', label: 'Match score' },
          { value: 'premium', label: 'Lowest monthly premium', isDisabled: !hasPremiums },
        ]}
        description={hasPremiums ? undefined : 'Give a coverage amount in the form to see premiums and sort by them.'}
      />
      <div className={styles.toolbarActions}>
        <Button variant="secondary" isDisabled={count < 2} onPress={tools.onCompare}>
          {`Compare (${count} of ${MAX_COMPARED})`}
        </Button>
        <Button variant="secondary" onPress={tools.onPrint}>
          Print summary
        </Button>
      </div>
      {/* Polite, without the status role: the page's status alerts keep theirs to themselves. */}
      <p className={styles.compareStatus} aria-live="polite">
        {tools.compareMessage ?? compareHint(count)}
      </p>
    </div>
  );
}

function compareHint(count: number): string {
  if (count === 0) return 'Tick Compare on two or three products to see them side by side.';
  if (count === 1) return '1 product chosen: choose one or two more to compare.';
  return `${count} products chosen to compare.`;
}
