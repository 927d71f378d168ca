import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { UserText } from '../UserText/UserText';
import type { ReadQuestion } from '../../contract';
import { changesSentence, questionDescription, quotedParts } from './question';
import * as styles from './ReadBackQuestion.css';

export { canChangeResults, questionDescription } from './question';

export interface ReadBackQuestionProps {
  question: ReadQuestion;
  /**
   * The agent answered (a value) or cleared the answer (null). Without it the question is only read
   * out. The controls stay enabled while the results are worked out again: a control disabled under
   * the keyboard would drop its focus, and a newer answer simply replaces the one in flight.
   */
  onAnswer?: (id: string, value: string | null) => void;
}

/**
 * The question's text; a word the engine could not read ("What is 'Copenhagen'?") is the agent's
 * own, set apart from the app's words.
 */
function QuestionText({ question }: { question: ReadQuestion }): ReactNode {
  const parts = question.kind === 'word' ? quotedParts(question.text) : null;
  if (!parts) return question.text;
  return (
    <>
      {parts.before}
      <UserText>{parts.quoted}</UserText>
      {parts.after}
    </>
  );
}

/**
 * How it is read until answered and the evidence, then, on a line of its own, what an answer changes
 * among the products shown: the control's description, read with it.
 */
function Description({ question }: { question: ReadQuestion }) {
  const changes = changesSentence(question);
  return (
    <>
      {questionDescription(question)}
      {changes ? (
        <span className={styles.changes} data-changes={question.changes === null ? 'nothing' : ''}>
          {` ${changes}`}
        </span>
      ) : null}
    </>
  );
}

/**
 * One question from how the profile was read, answerable in place with radio buttons. The answer goes
 * with the profile into the next search.
 */
export function ReadBackQuestion({ question, onAnswer }: ReadBackQuestionProps) {
  if (!onAnswer) {
    return (
      <div className={styles.question} data-read-question={question.answer === null ? 'open' : 'answered'}>
        <p className={styles.label}>
          <QuestionText question={question} />
        </p>
        <p className={styles.options}>{question.options.map((o) => o.label).join(' · ')}</p>
        <p className={styles.reading}>
          <Description question={question} />
        </p>
      </div>
    );
  }
  return <Answerable question={question} onAnswer={onAnswer} />;
}

function Answerable({ question, onAnswer }: { question: ReadQuestion; onAnswer: NonNullable<ReadBackQuestionProps['onAnswer']> }) {
  const box = useRef<HTMLDivElement>(null);
  // The choice shows at once; the answer the results come back with replaces it.
  // It holds until the question comes back from a search, answered or not (a failed search sends it back unchanged, as a new object).
  const [chosen, setChosen] = useState<{ value: string | null; over: ReadQuestion } | null>(null);
  const value = chosen !== null && chosen.over === question ? chosen.value : question.answer;
  const answer = (next: string | null) => {
    setChosen({ value: next, over: question });
    onAnswer(question.id, next);
  };
  const clear = () => {
    answer(null);
    // The button goes with the answer: the question's own control keeps the keyboard's place.
    box.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
  };
  return (
    <div className={styles.question} ref={box} data-read-question={value === null ? 'open' : 'answered'}>
      {/* Radio buttons whatever their number (a year's months wrap in rows): one press answers, and no
          list that opens has to ship with the search screen. */}
      <RadioGroup
        label={<QuestionText question={question} />}
        options={question.options}
        value={value}
        onChange={answer}
        description={<Description question={question} />}
        size="sm"
      />
      {value !== null ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles.clear}
          onPress={clear}
          aria-label={`Clear answer: ${question.text}`}
        >
          Clear answer
        </Button>
      ) : null}
    </div>
  );
}
