import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './SearchResults.css';

export interface QuestionsNoticeProps {
  /** The open questions that can change the results. */
  count: number;
  /** Opens the questions over the results; without it they are only read out above, and there is nothing to press here. */
  onOpen?: () => void;
}

/**
 * Under the results' heading, where the page lands after a search: how many of the read-back's
 * questions can change these results, and a press (one Tab from the heading) that opens them over the
 * results (QuestionsDialog). The agent answers there and comes back to the same place
 * (docs/product.md, "On a phone"): the page never jumps up to the read-back and back.
 */
export function QuestionsNotice({ count, onOpen }: QuestionsNoticeProps) {
  return (
    <div className={styles.questionsNotice} data-open-questions="">
      <Icon name="alert" size={16} />
      <p className={styles.questionsText}>{count === 1 ? '1 answer can change these results' : `${count} answers can change these results`}</p>
      {onOpen ? (
        <Button variant="secondary" size="sm" onPress={onOpen}>
          {count === 1 ? 'Answer the question' : 'Answer the questions'}
        </Button>
      ) : null}
    </div>
  );
}
