export * from './VoucherCard';
export * from './VoucherList';
export * from './VoucherDetails';
