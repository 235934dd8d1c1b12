export * from './PartnersList';
