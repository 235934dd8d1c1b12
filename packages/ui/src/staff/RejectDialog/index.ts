export { RejectDialog, defaultRejectDialogLabels } from './RejectDialog';
export type { RejectDialogLabels, RejectDialogProps } from './RejectDialog';
