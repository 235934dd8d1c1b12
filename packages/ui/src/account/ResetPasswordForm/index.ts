export {
  ResetPasswordForm,
  defaultResetPasswordFormLabels,
  resetPasswordSideText,
  type ResetPasswordFormProps,
  type ResetPasswordFormLabels,
} from './ResetPasswordForm';
