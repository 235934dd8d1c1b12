export { PackagePicker } from './PackagePicker';
export type { PackagePickerProps, PackagePickerCardLabels } from './PackagePicker';
