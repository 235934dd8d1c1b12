import { createSelector } from '@reduxjs/toolkit';
import type { Package } from '@wellness/api';
import type { RootState } from '../../app/rootReducer';

/** What a voucher needs for the §6 rule. */
interface GatedVoucher {
  membershipPackage: string;
}

const selectMemberPackage = (state: RootState) => state.session.user?.package ?? null;
const selectPackageList = (state: RootState) => state.packages.list.items;

export const selectHasPackage = (state: RootState): boolean => selectMemberPackage(state) !== null;

/**
 * The member's package as listed by the server, for its limits (the session only carries name, cost and
 * expiry). Null while the list is not loaded: screens that gate by a limit dispatch `packagesRequested`.
 */
const selectMemberPackageLimits = createSelector(
  [selectMemberPackage, selectPackageList],
  (
    memberPackage,
    list,
  ): Pick<Package, 'numberOfWellnessSupportGroups' | 'numberOfHealthHeroSessions'> | null =>
    memberPackage ? (list.find((item) => item.uuid === memberPackage.uuid) ?? null) : null,
);

/**
 * As the server decides (issue 31): a package of N groups holds at most N active groups (isActive true or null),
 * so joining is offered while the count is below N. Unknown limits (no package, list not loaded) refuse.
 */
export const selectWsgJoinAllowed = (state: RootState, activeCount: number): boolean => {
  const limits = selectMemberPackageLimits(state);
  return limits !== null && activeCount < limits.numberOfWellnessSupportGroups;
};

/** As the server decides: Request Session is offered while the active sessions are below numberOfHealthHeroSessions. */
export const selectHealthHeroSessionAllowed = (state: RootState, activeCount: number): boolean => {
  const limits = selectMemberPackageLimits(state);
  return limits !== null && activeCount < limits.numberOfHealthHeroSessions;
};

/** §2: the calendar needs a package; without one the member is sent to /packages. */
export const selectCalendarAllowed = selectHasPackage;

/** §2: a voucher is shown only when its membershipPackage is the member's package uuid. */
export const selectVoucherVisible = (state: RootState, voucher: GatedVoucher): boolean => {
  const memberPackage = selectMemberPackage(state);
  return memberPackage !== null && voucher.membershipPackage === memberPackage.uuid;
};
