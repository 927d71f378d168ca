import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'info', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * A toast's words: the app's own text, with any part a user supplied (a file name) marked as
 * `{ user }` so it is shown isolated from the sentence around it.
 */
export type MessagePart = string | { user: string };
export type ToastTitle = string | readonly MessagePart[];

/** A button in the toast (New client's Undo): pressing it acts, then closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastMessage {
  tone: ToastTone;
  title: ToastTitle;
  action?: ToastAction;
}

/** The title as plain text (for logs and tests). */
export function toastText(title: ToastTitle): string {
  return typeof title === 'string' ? title : title.map((part) => (typeof part === 'string' ? part : part.user)).join('');
}

/** How long a toast stays, in ms; hovering or focusing the region pauses it. */
export const TOAST_TIMEOUT = 6000;

/**
 * The app's one toast queue. A module singleton rather than state in a store: any feature raises
 * a toast with `toast.success(...)`, and the one ToastRegion in the app shell shows it.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

export interface ShowToastOptions {
  /** ms before it closes by itself; `null` keeps it until closed (stories). @default TOAST_TIMEOUT */
  timeout?: number | null;
  /** A button in the toast; it stays as long as the toast does. */
  action?: ToastAction;
  /** Called once the toast closes, whatever closed it (its time, its close button, its action). */
  onClose?: () => void;
}

let defaultTimeout: number | null = TOAST_TIMEOUT;

/**
 * How long a toast raised without a timeout of its own stays (`null`: until closed). The workbench
 * keeps them until closed, so that a story's picture is its end state however long the machine
 * took to get there; the app never changes it.
 */
export function setDefaultToastTimeout(timeout: number | null): void {
  defaultTimeout = timeout;
}

function show(tone: ToastTone, title: ToastTitle, options: ShowToastOptions = {}): string {
  const timeout = (options.timeout === undefined ? defaultTimeout : options.timeout) ?? undefined;
  return toastQueue.add({ tone, title, ...(options.action ? { action: options.action } : {}) }, { timeout, onClose: options.onClose });
}

export const toast = {
  success: (title: ToastTitle, options?: ShowToastOptions) => show('success', title, options),
  info: (title: ToastTitle, options?: ShowToastOptions) => show('info', title, options),
  error: (title: ToastTitle, options?: ShowToastOptions) => show('error', title, options),
};
