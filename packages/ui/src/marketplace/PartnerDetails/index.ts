export * from './PartnerDetails';
