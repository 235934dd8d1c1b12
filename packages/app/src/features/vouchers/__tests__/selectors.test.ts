import { describe, expect, it } from 'vitest';
import { aUser } from '@wellness/api/testing';
import type { UserPackage, Voucher } from '@wellness/api';
import { rootReducer, type RootState } from '../../../app/rootReducer';
import { selectIsRedeeming, selectMemberVoucher, selectMemberVouchers } from '../selectors';
import { aVoucher, explorerPackage, starterUuid } from './fixtures';

const sauna = aVoucher();
const heroes = aVoucher({ id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', voucherCode: 'HEROES20' });
const starterYoga = aVoucher({
  id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  voucherCode: 'STARTER-YOGA10',
  membershipPackage: starterUuid,
});

function stateWith(memberPackage: UserPackage | null, items: Voucher[], redeeming: string[] = []): RootState {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  return {
    ...initial,
    session: { status: 'signedIn', token: 't', user: aUser({ package: memberPackage }) },
    vouchers: { list: { status: 'succeeded', items, error: null }, redeeming },
  };
}

describe('§2 voucher rule: only the member’s package', () => {
  it('keeps the vouchers whose membershipPackage is the member’s package uuid, in the server’s order', () => {
    const state = stateWith(explorerPackage, [sauna, starterYoga, heroes]);
    expect(selectMemberVouchers(state).map((v) => v.voucherCode)).toEqual(['EXPLORER-SAUNA', 'HEROES20']);
  });

  it('shows a Starter member none of Explorer’s', () => {
    const state = stateWith({ ...explorerPackage, uuid: starterUuid, name: 'Starter' }, [
      sauna,
      starterYoga,
      heroes,
    ]);
    expect(selectMemberVouchers(state).map((v) => v.voucherCode)).toEqual(['STARTER-YOGA10']);
  });

  it('shows a member without a package nothing', () => {
    expect(selectMemberVouchers(stateWith(null, [sauna, starterYoga]))).toEqual([]);
  });

  it('gives the same list while nothing changed (no re-render for an unrelated action)', () => {
    const state = stateWith(explorerPackage, [sauna, starterYoga]);
    const next = rootReducer(state, { type: 'unrelated' });
    expect(selectMemberVouchers(next)).toBe(selectMemberVouchers(state));
  });

  it('opens a voucher by id only when it is one the member may see', () => {
    const state = stateWith(explorerPackage, [sauna, starterYoga]);
    expect(selectMemberVoucher(state, sauna.id)).toEqual(sauna);
    expect(selectMemberVoucher(state, starterYoga.id)).toBeNull();
    expect(selectMemberVoucher(state, 'no-such-id')).toBeNull();
  });

  it('knows which vouchers are being redeemed', () => {
    const state = stateWith(explorerPackage, [sauna, heroes], [sauna.id]);
    expect(selectIsRedeeming(state, sauna.id)).toBe(true);
    expect(selectIsRedeeming(state, heroes.id)).toBe(false);
  });
});
