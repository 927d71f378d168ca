export { FieldLabel, FieldMessages, type FieldLabelProps, type FieldMessagesProps } from './Field';
