export * from './StaffOrdersTable';
