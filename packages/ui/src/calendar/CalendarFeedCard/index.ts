export * from './CalendarFeedCard';
