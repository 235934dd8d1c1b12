export * from './PaymentDetailsCard';
