export * from './StaffEventsTable';
