export { AcceptDialog, defaultAcceptDialogLabels } from './AcceptDialog';
export type { AcceptDialogLabels, AcceptDialogProps } from './AcceptDialog';
