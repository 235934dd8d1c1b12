export {
  ContactDetails,
  defaultContactDetailsLabels,
  type ContactDetailsProps,
  type ContactDetailsLabels,
} from './ContactDetails';
export { MapPlaceholder } from './MapPlaceholder';
