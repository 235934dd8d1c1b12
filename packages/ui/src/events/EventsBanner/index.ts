export { EventsBanner } from './EventsBanner';
export type { EventsBannerProps } from './EventsBanner';
