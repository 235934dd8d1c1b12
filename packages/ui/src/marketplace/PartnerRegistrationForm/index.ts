export * from './PartnerRegistrationForm';
