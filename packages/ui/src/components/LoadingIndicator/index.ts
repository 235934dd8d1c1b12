export { LoadingIndicator } from './LoadingIndicator';
export type {
  LoadingIndicatorProps,
  LoadingIndicatorVariant,
  LoadingIndicatorSize,
} from './LoadingIndicator';
