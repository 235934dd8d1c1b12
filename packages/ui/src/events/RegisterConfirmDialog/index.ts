export { RegisterConfirmDialog } from './RegisterConfirmDialog';
export type { RegisterConfirmDialogProps } from './RegisterConfirmDialog';
