export { PurchaseSuccessDialog } from './PurchaseSuccessDialog';
export type { PurchaseSuccessDialogProps } from './PurchaseSuccessDialog';
