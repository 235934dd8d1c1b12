export {
  ProfileForm,
  defaultProfileFormLabels,
  type ProfileFormProps,
  type ProfileFormLabels,
  type ProfileSubmit,
} from './ProfileForm';
