export { ReviewOrder, defaultReviewOrderLabels } from './ReviewOrder';
export type { ReviewOrderEvent, ReviewOrderLabels, ReviewOrderProps } from './ReviewOrder';
