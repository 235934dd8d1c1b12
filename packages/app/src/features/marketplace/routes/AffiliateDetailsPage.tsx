import { DetailScreen } from './DetailScreen';

/** /marketplace/affiliate/:id */
export function AffiliateDetailsPage() {
  return <DetailScreen kind="affiliate" />;
}

export { AffiliateDetailsPage as Component };
