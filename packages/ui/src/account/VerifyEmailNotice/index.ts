export {
  VerifyEmailNotice,
  defaultVerifyEmailNoticeLabels,
  type VerifyEmailNoticeProps,
  type VerifyEmailNoticeLabels,
} from './VerifyEmailNotice';
