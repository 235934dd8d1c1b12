import { DetailScreen } from './DetailScreen';

/** /marketplace/service/:id */
export function ServiceDetailsPage() {
  return <DetailScreen kind="service" />;
}

export { ServiceDetailsPage as Component };
