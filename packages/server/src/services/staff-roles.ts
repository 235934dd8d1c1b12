import type { StaffRole, UserRow } from '../db/schema.js';
import { ApiError } from '../errors.js';

export const staffOnly = () => new ApiError(403, 'This is for staff only.', 'STAFF_ONLY');
export const ownerOnly = () => new ApiError(403, 'Only an owner may manage owners.', 'OWNER_ONLY');

/** The caller's staff role while they are active staff, else null. */
export const activeStaffRole = (user: Pick<UserRow, 'role' | 'staffRole'>): StaffRole | null =>
  user.role === 'staff' ? user.staffRole : null;

/**
 * The contract's `x-staff-roles` of a call, enforced by the router for every operation that has them (before the
 * input is read): a member is refused with STAFF_ONLY, a staff member whose role is not listed with
 * STAFF_ROLE_FORBIDDEN.
 */
export function requireStaffRole(user: Pick<UserRow, 'role' | 'staffRole'>, allowed: readonly string[]) {
  const role = activeStaffRole(user);
  if (!role) throw staffOnly();
  if (!allowed.includes(role)) {
    throw new ApiError(
      403,
      `Your staff role (${role}) may not do this: it is for ${allowed.join(', ')}.`,
      'STAFF_ROLE_FORBIDDEN',
    );
  }
}
