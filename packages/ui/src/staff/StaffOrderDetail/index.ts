export * from './StaffOrderDetail';
