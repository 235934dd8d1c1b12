export {
  SignupForm,
  defaultSignupFormLabels,
  type SignupFormProps,
  type SignupFormLabels,
} from './SignupForm';
