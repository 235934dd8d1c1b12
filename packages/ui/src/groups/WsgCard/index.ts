export * from './WsgCard';
