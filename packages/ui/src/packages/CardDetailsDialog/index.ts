export { CardDetailsDialog } from './CardDetailsDialog';
export type { CardDetailsDialogProps, CardInputContext } from './CardDetailsDialog';
