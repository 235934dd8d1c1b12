export {
  FaqList,
  defaultFaqListLabels,
  type FaqListProps,
  type FaqListLabels,
  type FaqItem,
} from './FaqList';
