export * from './StaffAuditTable';
