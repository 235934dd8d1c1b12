export * from './CategoryLinks';
