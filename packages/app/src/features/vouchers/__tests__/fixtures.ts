import type { Voucher } from '@wellness/api';
import { aUserPackage } from '@wellness/api/testing';

export const explorerPackage = aUserPackage({
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'Explorer',
});
export const starterUuid = '11111111-1111-4111-8111-111111111111';

export function aVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'Free sauna session',
    companyName: 'Blue Lagoon Spa',
    coverImage: null,
    expiryDate: '2026-12-31T23:00:00.000Z',
    voucherCode: 'EXPLORER-SAUNA',
    membershipPackage: explorerPackage.uuid,
    packages: [{ uuid: explorerPackage.uuid, name: 'Explorer', colour: '#2F6FDB', monthlyCost: 8.25 }],
    redeemedAt: null,
    ...overrides,
  };
}
