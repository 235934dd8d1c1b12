export * from './RejectDialog';
export * from './StaffQueueTable';
