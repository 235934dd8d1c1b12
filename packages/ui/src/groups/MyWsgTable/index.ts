export * from './MyWsgTable';
