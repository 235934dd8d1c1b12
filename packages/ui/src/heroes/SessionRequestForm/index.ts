export * from './SessionRequestForm';
