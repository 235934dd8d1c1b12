export * from './CalendarBoard';
