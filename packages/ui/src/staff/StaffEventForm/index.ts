export * from './StaffEventForm';
export * from './eventFormValues';
