export {
  ProfileCompletionForm,
  defaultProfileCompletionFormLabels,
  type ProfileCompletionFormProps,
  type ProfileCompletionFormLabels,
  type ProfileCompletionSubmit,
} from './ProfileCompletionForm';
