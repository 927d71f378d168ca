import { memo, useRef, useState } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as disclosure from '../NotOfferedList/NotOfferedList.css';
import { FilterChips } from '../FilterChips/FilterChips';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import type { Product } from '../../contract';
import { compareNames, kindGroupLabels, kindGroupOf, kindGroups, type KindGroup, type QuoteBasis, type ResultFilters, type ResultLayout, type ResultSort } from './view';
import * as styles from './SearchResults.css';

export { resultSorts, type ResultSort } from './view';

/** What the list offers beside its products: the order, the view, filters, a comparison of the ones chosen, a summary to print. */
export interface ResultsTools {
  sort: ResultSort;
  onSortChange: (sort: ResultSort) => void;
  /** Cards, or a compact row per product. @default 'cards' */
  layout?: ResultLayout;
  onLayoutChange?: (layout: ResultLayout) => void;
  /** The kinds and carriers ticked; none: every product. */
  filters?: ResultFilters;
  onFiltersChange?: (filters: ResultFilters) => void;
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

const sortOptions = (basis: QuoteBasis) => [
  { value: 'score', label: 'Match score' },
  basis.by === 'budget'
    ? { value: 'amount', label: 'Largest amount for the budget' }
    : { value: 'premium', label: 'Lowest monthly premium', isDisabled: basis.by === 'none' },
];

const layoutOptions = [
  { value: 'cards', label: 'Cards' },
  { value: 'list', label: 'List' },
];

/** The sort, the view and the filters above the results. */
export function ResultsToolbar({ tools, basis, products }: { tools: ResultsTools; basis: QuoteBasis; products: readonly Product[] }) {
  const filters = tools.filters;
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <RadioGroup
          label="Sort by"
          name="sort"
          size="sm"
          value={tools.sort === 'amount' && basis.by !== 'budget' ? 'score' : tools.sort === 'premium' && basis.by !== 'amount' ? 'score' : tools.sort}
          onChange={(value) => tools.onSortChange(value as ResultSort)}
          options={sortOptions(basis)}
          description={basis.by === 'none' ? 'Give a coverage amount or a monthly budget in the form to see premiums and sort by them.' : undefined}
        />
        {tools.onLayoutChange ? (
          <RadioGroup label="Show as" name="layout" size="sm" value={tools.layout ?? 'cards'} onChange={(value) => tools.onLayoutChange?.(value as ResultLayout)} options={layoutOptions} />
        ) : null}
      </div>
      {filters && tools.onFiltersChange ? <Filters products={products} filters={filters} onChange={tools.onFiltersChange} /> : null}
    </div>
  );
}

/**
 * Compare (with its count) and Print summary, in a bar that stays at the top of the screen while the
 * agent scrolls through the results (sticky within them): in reach after ticking a product far down
 * the list, and never under a toast (toasts come up from the bottom).
 */
export function ResultsActions({ tools }: { tools: ResultsTools }) {
  const count = tools.compared.length;
  return (
    <div className={styles.actionsBar}>
      <div className={styles.toolbarActions}>
        <Button variant="secondary" size="sm" isDisabled={count < 2} onPress={tools.onCompare}>
          {`Compare (${count} of ${MAX_COMPARED})`}
        </Button>
        <Button variant="secondary" size="sm" onPress={tools.onPrint}>
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

/**
 * The kind and carrier filters: options from the products shown, with any ticked before kept. Not
 * rendered again while its products, filters and handler stay the same (a sort, a switch of view).
 */
const Filters = memo(function Filters({ products, filters, onChange }: { products: readonly Product[]; filters: ResultFilters; onChange: (filters: ResultFilters) => void }) {
  const kindCount = (group: KindGroup) => products.filter((p) => kindGroupOf(p) === group).length;
  const kinds = kindGroups.filter((g) => kindCount(g) > 0 || filters.kinds.includes(g)).map((g) => ({ value: g, label: kindGroupLabels[g], count: kindCount(g) }));
  const carrierNames = [...new Set([...products.map((p) => p.carrierName), ...filters.carriers])].sort(compareNames);
  const carriers = carrierNames.map((name) => ({ value: name, label: name, count: products.filter((p) => p.carrierName === name).length }));
  const trigger = useRef<HTMLButtonElement>(null);
  const ticked = filters.kinds.length + filters.carriers.length;
  // The chips are rendered only while open: a dozen checkboxes were a fifth of the work of showing an answer.
  const [isOpen, setOpen] = useState(ticked > 0);
  const showKinds = kinds.length > 1 || filters.kinds.length > 0;
  const showCarriers = carriers.length > 1 || filters.carriers.length > 0;
  if (!showKinds && !showCarriers) return null;
  // Folded away until wanted (open while a filter is on): the chips would otherwise push the results a screen down on a phone.
  return (
    <Disclosure className={`${disclosure.disclosure} ${styles.filters}`} isExpanded={isOpen} onExpandedChange={setOpen}>
      <Heading level={3} className={disclosure.heading}>
        <AriaButton slot="trigger" className={disclosure.trigger} ref={trigger}>
          <span className={disclosure.chevron}>
            <Icon name="chevronRight" size={18} />
          </span>
          {ticked > 0 ? `Filter by kind and carrier (${ticked} ticked)` : 'Filter by kind and carrier'}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={disclosure.panel}>
        {isOpen ? (
          <div className={styles.filterGroups}>
            {showKinds ? <FilterChips label="Kind" options={kinds} value={filters.kinds} onChange={(value) => onChange({ ...filters, kinds: value as KindGroup[] })} /> : null}
            {showCarriers ? <FilterChips label="Carrier" options={carriers} value={filters.carriers} onChange={(value) => onChange({ ...filters, carriers: value })} /> : null}
            {ticked > 0 ? (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  onChange({ kinds: [], carriers: [] });
                  // The button goes with the last filter: focus back to the filters' own trigger, not the page.
                  trigger.current?.focus();
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
});

function compareHint(count: number): string {
  if (count === 0) return 'Tick Compare on two or three products to see them side by side.';
  if (count === 1) return '1 product chosen: choose one or two more to compare.';
  return `${count} products chosen to compare.`;
}
