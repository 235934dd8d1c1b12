export * from './partnerRules';
export * from './PartnerCard';
export * from './PartnersList';
export * from './PartnerDetails';
export * from './VendorRegistrationForm';
export * from './PartnerRegistrationForm';
