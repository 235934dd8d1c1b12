import { RouteLoading } from './RouteLoading';

export function FullPageLoading() {
  return <RouteLoading fullPage />;
}
