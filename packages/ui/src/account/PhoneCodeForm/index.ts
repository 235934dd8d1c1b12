export {
  PhoneCodeForm,
  defaultPhoneCodeFormLabels,
  type PhoneCodeFormProps,
  type PhoneCodeFormLabels,
} from './PhoneCodeForm';
