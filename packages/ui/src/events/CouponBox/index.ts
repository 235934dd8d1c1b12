export { CouponBox, defaultCouponMessages } from './CouponBox';
export type { CouponBoxMessages, CouponBoxProps, CouponStatus } from './CouponBox';
