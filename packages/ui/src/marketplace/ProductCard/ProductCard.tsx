import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { ImageOff } from 'lucide-react';
import { Card } from '../../components/Card';
import { Price } from '../../components/Price';
import { cardName, shownCategory, type CatalogCardItem } from '../catalog';

/** The intrinsic size of the catalogue's card images (square); set on every <img> so nothing shifts. */
export const CARD_IMAGE_SIZE = 800;
/** How wide a card is drawn (a grid of up to four on a desktop, two on a phone): the browser picks the size. */
const CARD_SIZES = '(min-width: 64rem) 25vw, 50vw';

export interface ProductCardProps {
  product: CatalogCardItem;
  /** The detail page's address: the name becomes a link covering the card. */
  href?: string;
  /** Render the link with a router component (`linkAs={Link}` and `linkProps={{ to }}`). */
  linkAs?: ElementType;
  linkProps?: Record<string, unknown>;
  /** Opens the item when there is no address. */
  onOpen?: (product: CatalogCardItem) => void;
  /**
   * A control over the picture's corner, e.g. the wishlist heart (kept above the card's link, a target of
   * its own). The commerce screens plug it in.
   */
  topAction?: ReactNode;
  /** Buttons under the price, e.g. Add to cart. */
  actions?: ReactNode;
  /** Read before a struck-through regular price. */
  originalPriceLabel?: string;
  /** Shown when an item has no image. */
  noImageLabel?: string;
  locale?: string;
  as?: 'article' | 'li';
  titleAs?: 'h2' | 'h3' | 'h4';
}

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.color.bg.sunken};

  & > img,
  & > picture > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  & > [data-no-image] {
    display: flex;
    block-size: 100%;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  & > [data-top-action] {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space[2]};
    inset-inline-end: ${({ theme }) => theme.space[2]};
    z-index: 1;
  }
`;

const Category = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const Name = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/**
 * A product, service or affiliate item in a grid: square picture (lazy, with its size set), the second
 * category (else the first), the name cut at 30 characters and the price (sale price with the regular one
 * struck through). Optional slots take the commerce controls (wishlist heart, Add to cart).
 */
export function ProductCard({
  product,
  href,
  linkAs,
  linkProps,
  onOpen,
  topAction,
  actions,
  originalPriceLabel = 'Original price',
  noImageLabel = 'No image available',
  locale,
  as = 'article',
  titleAs = 'h3',
}: ProductCardProps) {
  const image = product.images[0];
  const category = shownCategory(product.categories);
  const name = cardName(product.name);
  return (
    <Card
      as={as}
      titleAs={titleAs}
      href={href}
      linkAs={linkAs}
      linkProps={linkProps}
      onActivate={onOpen ? () => onOpen(product) : undefined}
      media={
        <Picture>
          {image?.sources?.length ? (
            // A picture staff uploaded: its card size in AVIF or WebP where the browser takes them, else JPEG.
            <picture>
              {image.sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcset} sizes={CARD_SIZES} />
              ))}
              <img
                src={image.src}
                srcSet={image.srcset}
                sizes={CARD_SIZES}
                alt=""
                width={CARD_IMAGE_SIZE}
                height={CARD_IMAGE_SIZE}
                loading="lazy"
                decoding="async"
              />
            </picture>
          ) : image ? (
            <img
              src={image.src}
              alt=""
              width={CARD_IMAGE_SIZE}
              height={CARD_IMAGE_SIZE}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div data-no-image="" role="img" aria-label={noImageLabel}>
              <ImageOff aria-hidden size={40} />
            </div>
          )}
          {topAction && <div data-top-action="">{topAction}</div>}
        </Picture>
      }
      eyebrow={category ? <Category dir="auto">{category}</Category> : undefined}
      title={
        <Name dir="auto" title={name === product.name ? undefined : product.name}>
          {name}
        </Name>
      }
      footer={actions}
    >
      <Price
        amount={product.regular_price}
        saleAmount={product.sale_price}
        originalPriceLabel={originalPriceLabel}
        locale={locale}
      />
    </Card>
  );
}
