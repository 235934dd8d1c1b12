export { PaymentWaitingDialog } from './PaymentWaitingDialog';
export type { PaymentWaitingDialogProps } from './PaymentWaitingDialog';
