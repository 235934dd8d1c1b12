export {
  VerifyEmailResult,
  defaultVerifyEmailResultLabels,
  type VerifyEmailResultProps,
  type VerifyEmailResultLabels,
  type VerifyEmailOutcome,
} from './VerifyEmailResult';
