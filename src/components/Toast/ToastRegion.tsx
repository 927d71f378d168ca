import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue,
} from 'react-aria-components';
import { UserText } from '../UserText/UserText';
import { toastQueue, type ToastMessage, type ToastTitle } from './toastQueue';
import * as styles from './Toast.css';

export interface ToastRegionProps {
  /** The queue to show. @default the app's toastQueue */
  queue?: UNSTABLE_ToastQueue<ToastMessage>;
}

/**
 * Where toasts appear: a labelled landmark (F6 reaches it), each toast announced to screen readers,
 * with a close button; timers pause while hovered or focused.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })} data-tone={toast.content.tone}>
          <AriaToastContent className={styles.content}>
            <Text slot="title">
              <Title title={toast.content.title} />
            </Text>
          </AriaToastContent>
          <Button slot="close" aria-label="Close notification" className={styles.close}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}

function Title({ title }: { title: ToastTitle }) {
  if (typeof title === 'string') return title;
  return title.map((part, i) => (typeof part === 'string' ? part : <UserText key={i}>{part.user}</UserText>));
}
