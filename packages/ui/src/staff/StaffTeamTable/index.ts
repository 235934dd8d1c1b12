export * from './StaffTeamTable';
export * from './staffRoles';
