export {
  ChangePasswordForm,
  defaultChangePasswordFormLabels,
  type ChangePasswordFormProps,
  type ChangePasswordFormLabels,
} from './ChangePasswordForm';
