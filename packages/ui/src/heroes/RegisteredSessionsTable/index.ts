export * from './RegisteredSessionsTable';
