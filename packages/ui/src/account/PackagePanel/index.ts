export {
  PackagePanel,
  defaultPackagePanelLabels,
  type PackagePanelProps,
  type PackagePanelLabels,
  type MemberPackage,
} from './PackagePanel';
