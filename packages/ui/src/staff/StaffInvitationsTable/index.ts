export * from './StaffInvitationsTable';
