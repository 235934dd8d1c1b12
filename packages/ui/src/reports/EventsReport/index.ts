export * from './EventsReport';
