export * from './InviteStaffDialog';
