import { Fragment } from 'react';
import { Badge } from '../Badge/Badge';
import { UserText } from '../UserText/UserText';
import type { BadgeTone } from '../Badge/Badge.css';
import type { ConditionGrade, ProfileReading, ReadCondition, ReadMedication, ReadingField } from '../../contract';
import { quotedParts } from '../ReadBackQuestion/question';
import * as styles from './ProfileReadBack.css';

/** The read-back's parts: how a grade, a quoted line, a drug and a word not recognised are said. */
export const gradeTones: Record<ConditionGrade, BadgeTone> = {
  minor: 'neutral',
  moderate: 'warning',
  serious: 'caution',
  critical: 'danger',
};

/** What the agent wrote, isolated for direction and quoted. */
export const Written = ({ children }: { children: string }) => (
  <>
    “<UserText>{children}</UserText>”
  </>
);

/** What goes before the `i`th of `count` items listed as "a", "a and b", "a, b and c" (or "or" for alternatives). */
export const separatorBefore = (i: number, count: number, word: 'and' | 'or') => (i === 0 ? '' : i === count - 1 ? ` ${word} ` : ', ');

/** "a", "a and b", "a, b and c" (or "or" for alternatives). */
const joined = (items: readonly string[], word: 'and' | 'or') => items.map((item, i) => separatorBefore(i, items.length, word) + item).join('');

/**
 * The uses read from drugs asked above, until the questions are answered, said together: each with
 * its grade (the drug it comes from, and that it is current, are in its question).
 */
export function ReadUntilAnswered({ conditions }: { conditions: readonly ReadCondition[] }) {
  // A use two asked drugs share (high blood pressure, from metoprolol and from propranolol) is said once.
  const uses = conditions.filter((c, i) => conditions.findIndex((d) => d.name === c.name && d.grade === c.grade) === i);
  return (
    <li>
      <span className={styles.muted}>Until the questions above are answered: </span>
      {uses.map((c, i) => (
        <Fragment key={`${c.name}|${c.written}`}>
          {i === 0 ? null : ', '}
          <span className={styles.strong}>{c.name}</span> <Badge tone={gradeTones[c.grade]}>{c.grade}</Badge>
        </Fragment>
      ))}
    </li>
  );
}

/** "(read as quetiapine)" after a drug written by another name (a brand, a misspelling). */
export function ReadAs({ medication: m }: { medication: ReadMedication }) {
  return m.name && !m.written.toLowerCase().includes(m.name.toLowerCase()) ? <span className={styles.muted}> (read as {m.name})</span> : null;
}

/**
 * Drugs whose use is asked in the questions above, said once together: each question lists its
 * drug's uses and the evidence for one, and the question says how it is read until answered. One
 * line a drug, each said again in short, was about 50 px a drug on a phone.
 */
export function AskedAbove({ medications }: { medications: readonly ReadMedication[] }) {
  return (
    <li>
      {medications.map((m, i) => (
        <Fragment key={m.written}>
          {separatorBefore(i, medications.length, 'and')}
          <Written>{m.written}</Written>
          <ReadAs medication={m} />
        </Fragment>
      ))}
      : several uses each, asked above <Badge tone="warning">Ambiguous</Badge>
    </li>
  );
}

/**
 * What a medication was read as. A use still open and asked in the questions above is said short
 * there ("could mean any of 3 uses, asked above"): its question lists the uses, and on a phone the
 * list said twice was about 50 px a drug.
 */
export function MedicationMeaning({ medication, asked }: { medication: ReadMedication; asked: boolean }) {
  const { status, suggests } = medication;
  switch (status) {
    case 'no-weight':
      return <span className={styles.muted}>no underwriting weight</span>;
    case 'confirms':
      return <>confirms {joined(suggests, 'and')}</>;
    case 'suggests':
      return <>suggests {joined(suggests, 'and')}</>;
    case 'ambiguous':
      return (
        <>
          {asked ? `could mean any of ${suggests.length} uses, asked above` : `could mean ${joined(suggests, 'or')}`} <Badge tone="warning">Ambiguous</Badge>
        </>
      );
  }
}

const fieldLabels: Record<ReadingField, string> = {
  medicalConditions: 'conditions',
  medications: 'medications',
  familyHistory: 'family history',
};

/** The words asked about in the questions above (what is 'Copenhagen'?), while the question is open. */
function wordsAsked(reading: ProfileReading): Set<string> {
  const open = reading.questions.filter((q) => q.kind === 'word' && q.answer === null);
  return new Set(open.flatMap((q) => quotedParts(q.text)?.quoted.toLowerCase() ?? []));
}

/**
 * Lines, or words in them, the engine did not recognise; a word asked about in the questions above
 * says so ("asked above"): until answered it holds the offers it could change.
 */
export function NotRecognised({ reading }: { reading: ProfileReading }) {
  const asked = wordsAsked(reading);
  return (
    <ul className={styles.list}>
      {reading.unrecognised.map((u) => (
        <li key={`${u.field}|${u.written}`}>
          <Written>{u.written}</Written> <span className={styles.muted}>in {fieldLabels[u.field]}</span>
          {u.words.length > 0 ? (
            <>
              : unrecognised {u.words.length === 1 ? 'word' : 'words'}{' '}
              {u.words.map((word, i) => (
                <span key={word} className={styles.strong}>
                  {i > 0 ? ', ' : null}
                  <Written>{word}</Written>
                  {asked.has(word.toLowerCase()) ? <span className={styles.muted}> (asked above)</span> : null}
                </span>
              ))}
            </>
          ) : (
            ': not understood'
          )}
        </li>
      ))}
    </ul>
  );
}
