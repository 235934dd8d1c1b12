export { PackageComparison } from './PackageComparison';
export type { PackageComparisonProps } from './PackageComparison';
export { membershipComparisonRows } from './comparisonRows';
export type { ComparisonRow } from './comparisonRows';
