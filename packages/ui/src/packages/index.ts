export * from './PackageCard';
export * from './PackagePicker';
export * from './PackageComparison';
export * from './CardDetailsDialog';
export * from './PaymentWaitingDialog';
export * from './PurchaseSuccessDialog';
export * from './PurchasePendingDialog';
export * from './CancelPackageDialog';
