export { FieldDescription, FieldLabel, FieldMessages, type FieldDescriptionProps, type FieldLabelProps, type FieldMessagesProps } from './Field';
