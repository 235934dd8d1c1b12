export * from './WsgCard';
export * from './WsgList';
export * from './WsgDetails';
export * from './MyWsgTable';
