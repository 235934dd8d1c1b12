export { StaffQueueTable, defaultStaffQueueLabels } from './StaffQueueTable';
export type { StaffQueueColumn, StaffQueueLabels, StaffQueueTableProps } from './StaffQueueTable';
export { StaffRowActions, StaffServerTable } from './StaffServerTable';
export type { StaffServerTableProps, StaffTableLabels } from './StaffServerTable';
