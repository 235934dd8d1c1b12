export * from './RejectDialog';
export * from './StaffQueueTable';
export * from './StaffOrdersTable';
