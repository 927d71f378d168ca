export { Alert, type AlertProps, type AlertTone } from './Alert';
export { alertTones } from './Alert.css';
