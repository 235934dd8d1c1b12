import { describe, expect, it } from 'vitest';
import { aPackage, aUser, aUserPackage } from '@wellness/api/testing';
import type { UserPackage } from '@wellness/api';
import { rootReducer, type RootState } from '../../../app/rootReducer';
import {
  selectCalendarAllowed,
  selectHasPackage,
  selectHealthHeroSessionAllowed,
  selectVoucherVisible,
  selectWsgJoinAllowed,
} from '../selectors';

const explorerUuid = '22222222-2222-4222-8222-222222222222';
const explorer = aPackage({
  uuid: explorerUuid,
  name: 'Explorer',
  cost: 99,
  monthlyCost: 8.25,
  numberOfWellnessSupportGroups: 2,
  numberOfHealthHeroSessions: 1,
});
const champion = aPackage({
  uuid: '33333333-3333-4333-8333-333333333333',
  name: 'Champion',
  monthlyCost: 16.58,
});

function stateWith(memberPackage: UserPackage | null, listed = [explorer, champion]): RootState {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  return {
    ...initial,
    session: { status: 'signedIn', token: 't', user: aUser({ package: memberPackage }) },
    packages: { ...initial.packages, list: { status: 'succeeded', items: listed, error: null } },
  };
}

const explorerMember = stateWith(aUserPackage({ uuid: explorerUuid, name: 'Explorer', cost: 99 }));
const noPackage = stateWith(null);

describe('package gating', () => {
  it('knows whether the member has a package; the calendar needs one', () => {
    expect(selectHasPackage(explorerMember)).toBe(true);
    expect(selectHasPackage(noPackage)).toBe(false);
    expect(selectCalendarAllowed(explorerMember)).toBe(true);
    expect(selectCalendarAllowed(noPackage)).toBe(false);
  });

  it('a package of N groups holds at most N: joining is offered below N active groups', () => {
    expect(selectWsgJoinAllowed(explorerMember, 1)).toBe(true);
    expect(selectWsgJoinAllowed(explorerMember, 2)).toBe(false);
    expect(selectWsgJoinAllowed(noPackage, 0)).toBe(false);
  });

  it('a package of N sessions holds at most N: Request Session is offered below N', () => {
    expect(selectHealthHeroSessionAllowed(explorerMember, 0)).toBe(true);
    expect(selectHealthHeroSessionAllowed(explorerMember, 1)).toBe(false);
  });

  it('refuses limited actions while the package list (with the limits) is not loaded', () => {
    const unlisted = stateWith(aUserPackage({ uuid: explorerUuid }), []);
    expect(selectWsgJoinAllowed(unlisted, 0)).toBe(false);
    expect(selectHealthHeroSessionAllowed(unlisted, 0)).toBe(false);
  });

  it("shows only vouchers for the member's package", () => {
    expect(selectVoucherVisible(explorerMember, { membershipPackage: explorerUuid })).toBe(true);
    expect(selectVoucherVisible(explorerMember, { membershipPackage: champion.uuid })).toBe(false);
    expect(selectVoucherVisible(noPackage, { membershipPackage: explorerUuid })).toBe(false);
  });
});
