import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ReadBackQuestion } from '../ReadBackQuestion/ReadBackQuestion';
import type { ReadQuestion } from '../../contract';
import * as frame from '../ProductDetailsDialog/ProductDetailsDialog.css';
import * as styles from './QuestionsDialog.css';

export interface QuestionsDialogProps {
  /** The read-back's questions, answered or not (an answer can be changed or cleared here too). */
  questions: readonly ReadQuestion[];
  isOpen: boolean;
  onClose: () => void;
  /** Answers a question (null clears it): the results behind the dialog are worked out again. */
  onAnswer: (id: string, value: string | null) => void;
  /** What the results behind say now: their count, or that they are being updated (announced politely). */
  status: string;
}

/**
 * The read-back's questions over the results, opened from the notice under their heading: the agent
 * answers them without leaving the results (the page stays where it was, and closing comes back to
 * it), and sees the count change as each answer is worked out. Focus starts on the first open question
 * that can change the results.
 */
export function QuestionsDialog({ questions, isOpen, onClose, onAnswer, status }: QuestionsDialogProps) {
  const open = questions.filter((q) => q.answer === null).length;
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(o) => (o ? undefined : onClose())} isDismissable className={frame.overlay}>
      <Modal className={frame.modal}>
        <Dialog className={frame.dialog}>
          <Heading slot="title" className={frame.title}>
            {open > 0 ? 'Questions to ask the client' : 'Questions answered'}
          </Heading>
          <p className={styles.intro}>Each answer changes the results behind this box at once, and goes with the next search and into the printed summary.</p>
          <Questions questions={questions} onAnswer={onAnswer} />
          <p className={styles.status} role="status">
            {status}
          </p>
          <div className={frame.footer}>
            <Button slot="close" variant="primary">
              Back to the results
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Questions({ questions, onAnswer }: Pick<QuestionsDialogProps, 'questions' | 'onAnswer'>) {
  const box = useRef<HTMLDivElement>(null);
  // On opening: the first open question that can change the results (one that changes nothing says so in its description).
  useEffect(() => {
    const open = [...(box.current?.querySelectorAll<HTMLElement>('[data-read-question="open"]') ?? [])];
    (open.find((q) => !q.querySelector('[data-changes="nothing"]')) ?? open[0])?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
  }, []);
  return (
    <div className={styles.questions} ref={box}>
      {questions.map((question) => (
        <ReadBackQuestion key={question.id} question={question} onAnswer={onAnswer} />
      ))}
    </div>
  );
}
