export * from './VendorBanner';
