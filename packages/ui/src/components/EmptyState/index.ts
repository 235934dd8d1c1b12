export { EmptyState, EmptyIllustration } from './EmptyState';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
