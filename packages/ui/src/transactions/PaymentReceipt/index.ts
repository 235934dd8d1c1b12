export { PaymentReceipt, defaultPaymentReceiptLabels } from './PaymentReceipt';
export type { PaymentReceiptLabels, PaymentReceiptProps } from './PaymentReceipt';
