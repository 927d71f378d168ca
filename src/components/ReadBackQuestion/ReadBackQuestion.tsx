import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import type { ReadQuestion } from '../../contract';
import * as styles from './ReadBackQuestion.css';

export interface ReadBackQuestionProps {
  question: ReadQuestion;
  /**
   * The agent answered (a value) or cleared the answer (null). Without it the question is only read
   * out. The controls stay enabled while the results are worked out again: a control disabled under
   * the keyboard would drop its focus, and a newer answer simply replaces the one in flight.
   */
  onAnswer?: (id: string, value: string | null) => void;
}

/** What the question is read as now, and what was taken as evidence: the control's description. */
export function questionDescription(question: ReadQuestion): string {
  const evidence = question.evidence.length > 0 ? ` Evidence: ${question.evidence.join('; ')}.` : '';
  return `${question.reading}${evidence}`;
}

/**
 * One question from how the profile was read, answerable in place with radio buttons. The answer goes
 * with the profile into the next search.
 */
export function ReadBackQuestion({ question, onAnswer }: ReadBackQuestionProps) {
  const description = questionDescription(question);
  if (!onAnswer) {
    return (
      <div className={styles.question} data-read-question={question.answer === null ? 'open' : 'answered'}>
        <p className={styles.label}>{question.text}</p>
        <p className={styles.options}>{question.options.map((o) => o.label).join(' · ')}</p>
        <p className={styles.reading}>{description}</p>
      </div>
    );
  }
  return <Answerable question={question} onAnswer={onAnswer} description={description} />;
}

function Answerable({ question, onAnswer, description }: { question: ReadQuestion; onAnswer: NonNullable<ReadBackQuestionProps['onAnswer']>; description: string }) {
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
      <RadioGroup label={question.text} options={question.options} value={value} onChange={answer} description={description} size="sm" />
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
