export * from './VendorRegistrationForm';
