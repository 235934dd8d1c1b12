export { CheckoutPanel } from './CheckoutPanel';
export type { CheckoutCardContext, CheckoutPanelProps } from './CheckoutPanel';
