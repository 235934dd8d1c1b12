export * from './AcceptDialog';
export * from './RejectDialog';
export * from './StaffQueueTable';
export * from './StaffOrdersTable';
export * from './MembersTable';
export * from './MemberActionDialog';
export * from './MemberDetail';
export * from './StaffAuditTable';
