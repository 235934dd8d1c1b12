export * from './StaffAccountDialog';
