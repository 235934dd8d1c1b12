export { LocalCardForm, defaultCardFormMessages } from './LocalCardForm';
export type { LocalCardFormMessages, LocalCardFormProps, TestCard } from './LocalCardForm';
export {
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  passesLuhn,
  toCardDetails,
  validateCard,
} from './cardRules';
export type {
  CardDetails,
  CardField,
  CardFieldProblem,
  CardFormProblems,
  CardFormValues,
  Expiry,
} from './cardRules';
