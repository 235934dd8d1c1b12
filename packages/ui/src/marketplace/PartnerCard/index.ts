export * from './PartnerCard';
