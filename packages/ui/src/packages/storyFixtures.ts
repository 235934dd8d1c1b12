import type { MembershipPackage } from './PackageCard/membershipPackage';

/** The three packages of the spec (§9) with fixed ids, for stories only. */
export const starter: MembershipPackage = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Starter',
  colour: '#78716C',
  annualCost: 0,
  benefits: ['Register for free events', 'Join 1 wellness support group', '1 free orientation'],
};

export const explorer: MembershipPackage = {
  uuid: '00000000-0000-4000-8000-000000000002',
  name: 'Explorer',
  colour: '#0F766E',
  annualCost: 99,
  benefits: [
    'Register for every event',
    '10% off micro learning and periodic wellness courses',
    '20% off retreats and food camps',
    '2 newsletters',
  ],
};

export const champion: MembershipPackage = {
  uuid: '00000000-0000-4000-8000-000000000003',
  name: 'Champion',
  colour: '#FBBF24',
  annualCost: 199,
  benefits: [
    'Register for every event',
    '20% off micro learning and periodic wellness courses',
    '30% off retreats and food camps',
    '50% off the wellness lifestyle session',
    '4 newsletters',
  ],
};

/** Sorted ascending by annualCost, as the spec lists them. */
export const allPackages: readonly MembershipPackage[] = [starter, explorer, champion];
