export * from './WsgDetails';
