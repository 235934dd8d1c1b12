export * from './WsgList';
