import { placeholderImages } from '../assets';
import type { Voucher } from '@wellness/api';

const explorer = { uuid: 'pkg-explorer', name: 'Explorer', colour: '#2563EB', monthlyCost: 8.25 };

/** Fixed story vouchers: ISO dates and committed images only. */
export const vouchers: Voucher[] = [
  {
    id: 'v-1',
    name: '20% off herbal teas',
    companyName: 'Green Leaf Tea Co.',
    coverImage: placeholderImages.herbalTea.src,
    expiryDate: '2026-12-31T20:00:00Z',
    voucherCode: 'LEAF20',
    membershipPackage: explorer.uuid,
    packages: [explorer],
    redeemedAt: null,
  },
  {
    id: 'v-2',
    name: 'Free yoga class',
    companyName: 'Calm Studio',
    coverImage: placeholderImages.yoga.src,
    expiryDate: '2026-06-15T20:00:00Z',
    voucherCode: 'CALMYOGA',
    membershipPackage: explorer.uuid,
    packages: [explorer],
    redeemedAt: null,
  },
  {
    id: 'v-3',
    name: 'Fresh fruit box',
    companyName: 'Harvest Basket',
    coverImage: null,
    expiryDate: '2027-01-10T20:00:00Z',
    voucherCode: 'FRUIT-2026-XL',
    membershipPackage: explorer.uuid,
    packages: [explorer],
    redeemedAt: null,
  },
];

export const firstVoucher = vouchers[0]!;
