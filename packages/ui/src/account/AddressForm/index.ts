export {
  AddressForm,
  defaultAddressFormLabels,
  defaultAddressCountryOptions,
  type AddressFormProps,
  type AddressFormLabels,
} from './AddressForm';
