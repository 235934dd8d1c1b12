export * from './RequestExistsDialog';
