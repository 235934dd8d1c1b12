export { StaffQueueTable, defaultStaffQueueLabels } from './StaffQueueTable';
export type { StaffQueueColumn, StaffQueueLabels, StaffQueueTableProps } from './StaffQueueTable';
