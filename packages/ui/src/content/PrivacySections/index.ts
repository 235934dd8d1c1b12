export {
  PrivacySections,
  defaultPrivacySections,
  type PrivacySectionsProps,
  type PrivacySection,
} from './PrivacySections';
