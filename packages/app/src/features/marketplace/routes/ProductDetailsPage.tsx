import { DetailScreen } from './DetailScreen';

/** /marketplace/product/:id */
export function ProductDetailsPage() {
  return <DetailScreen kind="product" />;
}

export { ProductDetailsPage as Component };
