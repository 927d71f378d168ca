export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { toast, toastQueue, toastText, toastTones, TOAST_TIMEOUT, type MessagePart, type ToastAction, type ToastMessage, type ToastTitle, type ToastTone } from './toastQueue';
