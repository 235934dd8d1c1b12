export * from './CalendarEventDialog';
