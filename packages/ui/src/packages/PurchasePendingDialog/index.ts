export { PurchasePendingDialog } from './PurchasePendingDialog';
export type { PurchasePendingDialogProps } from './PurchasePendingDialog';
