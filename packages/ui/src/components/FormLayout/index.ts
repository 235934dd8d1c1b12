export {
  FormLayout,
  FormFullWidth,
  FormActions,
  type FormLayoutProps,
  type FormActionsProps,
} from './FormLayout';
export {
  Field,
  FieldLabel,
  FieldMessages,
  RequiredMarker,
  useFieldIds,
  type FieldProps,
  type FieldIds,
  type FieldMessageProps,
} from './Field';
