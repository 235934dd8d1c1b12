export * from './NewGroupForm';
