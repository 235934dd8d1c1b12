export * from './MembersReport';
