export { UserText, type UserTextProps } from './UserText';
export { hasBidiControls, revealBidiControls } from './revealBidiControls';
