export {
  ForgotPasswordForm,
  defaultForgotPasswordFormLabels,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormLabels,
} from './ForgotPasswordForm';
