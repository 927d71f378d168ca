import { useId, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Badge } from '../Badge/Badge';
import { UserText } from '../UserText/UserText';
import { ReadBackQuestion } from '../ReadBackQuestion/ReadBackQuestion';
import type { BadgeTone } from '../Badge/Badge.css';
import type { ContextKind, ProfileReading, ReadCondition, ReadMedication } from '../../contract';
import { AskedAbove, gradeTones, MedicationMeaning, NotRecognised, ReadAs, ReadUntilAnswered, Written } from './parts';
import * as styles from './ProfileReadBack.css';

export interface ProfileReadBackProps {
  reading: ProfileReading;
  /** The section's heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** Answers a question in place (null clears it): the results are worked out again with it. Without it the questions are only read out. */
  onAnswer?: (id: string, value: string | null) => void;
}

/** How each kind of context reads in the read-back, and its tone: results still to come stand out. */
const contextLabels: Record<ContextKind, { label: string; tone: BadgeTone }> = {
  pending: { label: 'pending', tone: 'warning' },
  history: { label: 'history', tone: 'neutral' },
  borderline: { label: 'borderline', tone: 'neutral' },
  graver: { label: 'graver', tone: 'caution' },
  evidence: { label: 'evidence', tone: 'neutral' },
};

/**
 * Items in their order, each rendered alone, except that two or more of them that `inGroup` picks
 * are rendered as one, where the first of them was.
 */
function withGroup<T>(items: readonly T[], inGroup: (item: T) => boolean, group: (members: readonly T[]) => ReactNode, one: (item: T) => ReactNode): ReactNode[] {
  const members = items.filter(inGroup);
  if (members.length < 2) return items.map(one);
  return items.flatMap((item) => (!inGroup(item) ? [one(item)] : item === members[0] ? [group(members)] : []));
}

/**
 * "How the profile was read": each part of the health profile as the search understood it, so the
 * agent can check it and correct the form. Questions to ask stand out; empty parts are left out, and
 * nothing renders when there is nothing to say.
 */
export function ProfileReadBack({ reading, headingLevel = 2, onAnswer }: ProfileReadBackProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows: { label: string; content: ReactNode }[] = [];

  // The kind asked for first: it says what the results are out of.
  if (reading.coverage) rows.push({ label: 'Coverage wanted', content: reading.coverage });
  // The questions still open, asked in the box above the rows.
  const openQuestions = new Set(reading.questions.filter((q) => q.answer === null).map((q) => q.id));
  const isAsked = (m: ReadMedication) => m.status === 'ambiguous' && m.suggests.length > 1 && openQuestions.has(m.question ?? '');
  // The uses the drugs asked above are read as until answered: each question says its own.
  const askedWritten = new Set(reading.medications.filter(isAsked).map((m) => m.written));
  const isReadUntilAnswered = (c: ReadCondition) => c.source === 'medication' && askedWritten.has(c.written);
  if (reading.conditions.length > 0) {
    rows.push({
      label: 'Conditions',
      content: (
        <ul className={styles.list}>
          {withGroup(
            reading.conditions,
            isReadUntilAnswered,
            (conditions) => <ReadUntilAnswered key="until-answered" conditions={conditions} />,
            (c) => (
              <li key={`${c.name}|${c.written}`}>
                <span className={styles.strong}>{c.name}</span>, {c.date || 'no date given'}{' '}
                <Badge tone={gradeTones[c.grade]}>{c.grade}</Badge>{' '}
                <span className={styles.muted}>
                  {c.source === 'medication' ? 'implied by ' : 'from '}
                  <Written>{c.written}</Written>
                </span>
              </li>
            ),
          )}
        </ul>
      ),
    });
  }

  const context = reading.context ?? [];
  if (context.length > 0) {
    rows.push({
      label: 'In context',
      content: (
        <ul className={styles.list}>
          {context.map((c) => (
            <li key={`${c.kind}|${c.text}`}>
              <Badge tone={contextLabels[c.kind].tone}>{contextLabels[c.kind].label}</Badge> {c.text}{' '}
              <span className={styles.muted}>
                from <Written>{c.written}</Written>
              </span>
            </li>
          ))}
        </ul>
      ),
    });
  }

  if (reading.medications.length > 0) {
    rows.push({
      label: 'Medications',
      content: (
        <ul className={styles.list}>
          {withGroup(
            reading.medications,
            isAsked,
            (medications) => <AskedAbove key="asked-above" medications={medications} />,
            (m) => (
              <li key={m.written}>
                <Written>{m.written}</Written>
                <ReadAs medication={m} />: <MedicationMeaning medication={m} asked={isAsked(m)} />
                {m.evidence && m.evidence.length > 0 && !isAsked(m) ? <span className={styles.muted}> (evidence: {m.evidence.join('; ')})</span> : null}
              </li>
            ),
          )}
        </ul>
      ),
    });
  }

  if (reading.ruledOut.length > 0) {
    rows.push({
      label: 'Ruled out',
      content: (
        <ul className={styles.list}>
          {reading.ruledOut.map((r) => (
            <li key={r.written}>
              <span className={styles.strong}>{r.name}</span>
              <span className={styles.muted}>
                , written as <Written>{r.written}</Written>
              </span>
            </li>
          ))}
        </ul>
      ),
    });
  }

  if (reading.unrecognised.length > 0) {
    rows.push({ label: 'Not recognised', content: <NotRecognised reading={reading} /> });
  }

  if (reading.tobacco) rows.push({ label: 'Tobacco', content: <UserText>{reading.tobacco}</UserText> });
  if (reading.build) rows.push({ label: 'Build', content: <UserText>{reading.build}</UserText> });

  if (reading.family.length > 0) {
    rows.push({
      label: 'Family history',
      content: (
        <ul className={styles.list}>
          {reading.family.map((entry) => (
            <li key={entry}>
              <UserText>{entry}</UserText>
            </li>
          ))}
        </ul>
      ),
    });
  }

  const callBacks = reading.callBacks ?? [];
  if (callBacks.length > 0) {
    rows.push({
      label: 'Look-backs ending',
      content: (
        <ul className={styles.list}>
          {callBacks.map((c) => (
            <li key={c.date}>{c.text}</li>
          ))}
        </ul>
      ),
    });
  }

  if (rows.length === 0 && reading.questions.length === 0) return null;
  const open = reading.questions.filter((q) => q.answer === null).length;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        How the profile was read
      </Heading>
      {reading.questions.length > 0 ? (
        <Alert title={open > 0 ? 'Questions to ask the client' : 'Questions answered'} tone={open > 0 ? 'warning' : 'info'} live={false}>
          {onAnswer ? <p>Answer here: the results change at once, and the answers go with the next search and into the printed summary.</p> : null}
          <div className={styles.questions}>
            {reading.questions.map((question) => (
              <ReadBackQuestion key={question.id} question={question} onAnswer={onAnswer} />
            ))}
          </div>
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt className={styles.label}>{row.label}</dt>
              <dd className={styles.value}>{row.content}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
