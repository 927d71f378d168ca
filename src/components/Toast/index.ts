export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { toast, toastQueue, toastTones, TOAST_TIMEOUT, type ToastMessage, type ToastTone } from './toastQueue';
