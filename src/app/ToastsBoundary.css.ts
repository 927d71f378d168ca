import { style } from '@vanilla-extract/css';
import { toastFrame, toastTones } from '../components/Toast/toastLook.css';

/** Where the toasts would have shown (the region's place), drawn as an error toast; its link wraps below its words on a phone. */
export const notice = style([toastFrame, toastTones.error, { flexWrap: 'wrap' }]);

