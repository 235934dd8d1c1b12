export {
  FormLayout,
  FormFullWidth,
  FormActions,
  type FormLayoutProps,
  type FormActionsProps,
} from './FormLayout';
export {
  ChoiceFieldset,
  Field,
  FieldLabel,
  FieldMessages,
  RequiredMarker,
  useFieldIds,
  type ChoiceFieldsetProps,
  type FieldProps,
  type FieldIds,
  type FieldMessageProps,
} from './Field';
export { FormAlert, FormNotice, FormRoot, HeaderGroup, Heading, Lead } from './FormFrame';
export { controlOf, fieldError, textOf } from './fieldState';
