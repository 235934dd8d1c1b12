import type { Schema } from '@wellness/api';

export type StaffRole = Schema<'StaffRole'>;
export type StaffAccount = Schema<'StaffAccount'>;
export type StaffInvitation = Schema<'StaffInvitation'>;

/** The staff roles' English names (the app gives them in the reader's language). */
export const defaultStaffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  support: 'Support',
};
