export * from './EventRegistrantsTable';
