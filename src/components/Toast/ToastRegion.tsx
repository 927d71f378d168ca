import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
import { whenIdle } from '../whenIdle';
import { useClearOfActions } from './clearOfActions';

export interface ToastRegionProps {
  /** The queue to show. @default the app's toastQueue */
  queue?: UNSTABLE_ToastQueue<ToastMessage>;
}

/**
 * A dialog on screen: any element with a dialog role, an open <dialog>, anything marked aria-modal.
 * Not counted: the toasts themselves (each is an alertdialog, inside the region React Aria marks as
 * a top layer) and popovers (React Aria marks one with data-trigger; a Select's list is a dialog in
 * a popover, and a toast that vanished each time a list opened would come back announced again).
 */
const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
const NOT_A_DIALOG = '[data-react-aria-top-layer], [data-trigger]';

function dialogShown(): boolean {
  for (const element of document.querySelectorAll(DIALOGS)) {
    if (!element.closest(NOT_A_DIALOG)) return true;
  }
  return false;
}

/** Calls back on any change in the page that could open or close a dialog: an element added or removed, a role or `open` set. */
function watchDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'open', 'aria-modal'] });
  return () => observer.disconnect();
}

const watchNothing = () => () => {};

/** False until the browser has been idle once since the component mounted, then true. */
function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}

/**
 * Whether a dialog is open, watched only while `watching` (while there are toasts): a page without
 * toasts pays nothing for it. False on the server, where there are no toasts.
 */
function useDialogShown(watching: boolean): boolean {
  return useSyncExternalStore(
    watching ? watchDialogs : watchNothing,
    () => watching && dialogShown(),
    () => false,
  );
}

/**
 * Where toasts appear: a labelled landmark (F6 reaches it), each toast announced to screen readers,
 * with a close button, and its action's button when it has one (New client's Undo: Tab reaches it
 * from the toast); timers pause while hovered or focused.
 *
 * A toast never covers a dialog. React Aria keeps its toast region above modals on purpose, but
 * on a phone a modal fills the screen, and a toast over it hides the dialog's own content and
 * buttons (the comparison's last rows, its Close button); no place on the screen is free of the
 * dialog. So while a dialog is open the region is not rendered at all, and nothing is lost: the
 * toasts stay in the queue, their timers paused (a toast's timer runs only while it is mounted), and
 * they show again, each for its full time and announced again, once the dialog has closed. A toast
 * raised while the dialog is open (an error from a request still running) waits for it the same way.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const idle = useIdleSinceMount();
  const isDialogShown = useDialogShown(hasToasts);
  // Over no button, link or field: moved up the screen to a band free of them (clearOfActions.ts).
  const region = useRef<HTMLDivElement>(null);
  useClearOfActions(region, hasToasts && !isDialogShown);
  // React Aria's region draws nothing while there is no toast, but sets itself up (its landmark,
  // its strings): set up once the browser is idle after the page is ready (as the page hydrated it
  // made one of the longest tasks of the load), or at once for a toast raised before that.
  if (isDialogShown || (!hasToasts && !idle)) return null;
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label="Notifications" ref={region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })} data-tone={toast.content.tone}>
          <AriaToastContent className={styles.content}>
            <Text slot="title">
              <Title title={toast.content.title} />
            </Text>
          </AriaToastContent>
          {toast.content.action ? (
            <Button
              className={styles.action}
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
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
