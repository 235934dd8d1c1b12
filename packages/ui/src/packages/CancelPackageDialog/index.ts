export { CancelPackageDialog } from './CancelPackageDialog';
export type { CancelPackageDialogProps } from './CancelPackageDialog';
