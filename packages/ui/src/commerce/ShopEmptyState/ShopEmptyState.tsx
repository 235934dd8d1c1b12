import type { ElementType } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';

interface ShopEmptyStateProps {
  /** 'Your cart is empty !' or 'Your wishlist is empty !'. */
  title: string;
  description: string;
  shopNowLabel?: string;
  /** Where Shop now leads (§2: /marketplace). */
  shopHref?: string;
  /** A router link, e.g. `linkAs={Link}`: it gets `to` as well as `href`. */
  linkAs?: ElementType;
  titleAs?: 'h2' | 'h3';
}

/** The empty cart and empty wishlist (§2): a title, a line, and Shop now to the marketplace. */
export function ShopEmptyState({
  title,
  description,
  shopNowLabel = 'Shop now',
  shopHref = '/marketplace',
  linkAs,
  titleAs = 'h2',
}: ShopEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      titleAs={titleAs}
      description={description}
      action={
        <Button
          as={linkAs ?? 'a'}
          href={shopHref}
          {...(linkAs ? { to: shopHref } : {})}
          leadingIcon={<ShoppingBag aria-hidden />}
        >
          {shopNowLabel}
        </Button>
      }
    />
  );
}
