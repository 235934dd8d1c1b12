export * from './CalendarBoard';
export * from './CalendarEventDialog';
export * from './CalendarFeedCard';
