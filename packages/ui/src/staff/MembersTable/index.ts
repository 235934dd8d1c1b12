export * from './MembersTable';
