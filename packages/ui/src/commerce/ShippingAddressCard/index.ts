export * from './ShippingAddressCard';
