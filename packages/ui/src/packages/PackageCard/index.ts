export { PackageCard } from './PackageCard';
export type { PackageCardProps } from './PackageCard';
export { packageHexColour } from './membershipPackage';
export type { MembershipPackage, PackageAction } from './membershipPackage';
