import { memo, type Ref } from 'react';
import type { LookupAnswer, LookupTerm } from '../../contract';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { UserText } from '../UserText/UserText';
import { LeftOutList, LookupGroups } from './LookupProducts';
import * as styles from './LookupResults.css';

/** What the lookup's answer area shows. */
export type LookupResultsState =
  | { status: 'ready' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** An answer; `isUpdating` while the next keystroke's answer is on its way (the shown one stays). */
  | { status: 'answer'; answer: LookupAnswer; isUpdating?: boolean };

export interface LookupResultsProps {
  state: LookupResultsState;
  /** A suggestion pressed for a term not found: `written` is the term as typed, `name` the suggestion. */
  onSuggestionPress?: (written: string, name: string) => void;
  /** The answer's heading, for the screen to move focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The lookup's answer: how each term was read (a drug's uses named), then every product of the
 * catalog grouped by outcome, then the products left out at the age given. Ready, loading, error and
 * nothing-found states say so in words.
 */
export function LookupResults({ state, onSuggestionPress, headingRef }: LookupResultsProps) {
  if (state.status === 'ready') {
    return (
      <div className={styles.ready} aria-live="polite">
        <p>Type a drug, a condition or an abbreviation to see every product's outcome for it.</p>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={styles.ready} aria-live="polite">
        <Spinner label="Looking up..." />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert title="Error" tone="error">
        {state.message}
      </Alert>
    );
  }
  const { answer, isUpdating = false } = state;
  const found = answer.terms.filter((t) => t.read !== 'not-found');
  const missing = answer.terms.filter((t) => t.read === 'not-found');
  const count = answer.groups.reduce((n, g) => n + g.products.length, 0);
  return (
    // data-answer-for: the terms this answer is for, as sent (the keystroke benchmark waits for it).
    <section className={styles.answer} aria-labelledby="lookup-answer" aria-busy={isUpdating} data-answer-for={answer.terms.map((t) => t.written).join(', ')}>
      <h2 id="lookup-answer" ref={headingRef} tabIndex={-1} className={styles.answerHeading}>
        {found.length === 0 ? 'Nothing found' : `${count} ${count === 1 ? 'product' : 'products'} by outcome`}
      </h2>
      {found.length > 0 ? (
        <ul className={styles.terms} aria-label="Read as">
          {found.map((term, index) => (
            <TermReading key={`${index}:${term.written}`} term={term} />
          ))}
        </ul>
      ) : null}
      {missing.map((term, index) => (
        <NotFound key={`${index}:${term.written}`} term={term} onSuggestionPress={onSuggestionPress} />
      ))}
      {found.length > 0 ? (
        <>
          {answer.note ? <p className={styles.note}>{answer.note}</p> : null}
          {missing.length > 0 ? <p className={styles.note}>The outcomes are for what was found; the rest is left out.</p> : null}
          <LookupGroups groups={answer.groups} />
          <LeftOutList products={answer.leftOut} age={answer.age} />
        </>
      ) : null}
      <p className={styles.footnote}>Outcomes come from an illustrative sample catalog, not any carrier's underwriting. Confirm eligibility with the carrier.</p>
    </section>
  );
}

/** "Eliquis: apixaban, read as atrial fibrillation or blood clots (2022)". */
const TermReading = memo(function TermReading({ term }: { term: LookupTerm }) {
  const kind = term.read === 'drug' ? 'Drug' : 'Condition';
  const uses = term.read === 'drug' ? (term.uses.length > 0 ? `taken for ${orList(term.uses)}` : 'no underwriting weight of its own') : null;
  return (
    <li className={styles.term}>
      <span className={styles.written}>
        <UserText>{term.written}</UserText>
      </span>{' '}
      <span className={styles.reading}>
        {kind}: {term.name}
        {uses ? `, ${uses}` : ''}
        {term.date ? ` (${term.date})` : ''}
      </span>
    </li>
  );
});

/** A term the engine could not read: said plainly, with the names it may have meant. */
const NotFound = memo(function NotFound({ term, onSuggestionPress }: { term: LookupTerm; onSuggestionPress?: (written: string, name: string) => void }) {
  return (
    <Alert title="Not found" tone="info" live={false}>
      <p>
        Nothing found for “<UserText>{term.written}</UserText>”. Check the spelling, or try a generic name or another word for it.
      </p>
      {term.suggestions.length > 0 ? (
        <div className={styles.didYouMean}>
          <span>Did you mean</span>
          {term.suggestions.map((s) => (
            <Button key={`${s.kind}:${s.name}`} variant="secondary" size="sm" onPress={() => onSuggestionPress?.(term.written, s.name)}>
              {s.name}
            </Button>
          ))}
        </div>
      ) : null}
    </Alert>
  );
});

const orList = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);
