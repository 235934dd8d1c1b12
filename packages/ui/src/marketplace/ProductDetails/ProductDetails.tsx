import { Fragment, useState, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ExternalLink } from 'lucide-react';
import type { Product } from '@wellness/api';
import { Button } from '../../components/Button';
import { ImageGallery } from '../../components/ImageGallery';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { Price } from '../../components/Price';
import { QuantityStepper } from '../../components/QuantityStepper';
import { RichText, stripTags } from '../../components/RichText';
import { DESCRIPTION_LIMIT, shownCategory, type CatalogCardItem } from '../catalog';
import { CatalogGridList } from '../CatalogGrid/CatalogGridList';
import { CARD_IMAGE_SIZE, ProductCard, type ProductCardProps } from '../ProductCard';

export type CatalogKind = 'product' | 'service' | 'affiliate';

interface ProductDetailsProps {
  /** The item, or null while it loads (a failed fetch keeps the spinner, §2). */
  product: Product | null;
  kind: CatalogKind;
  /** The list this page belongs to ('Wellness Products', 'Wellness Services', 'AFFILIATE PRODUCTS'): a link back. */
  pageTitle: string;
  backHref: string;
  /** Router link component for in-app links (gets `to`). */
  linkAs?: ElementType;
  /** Quantity (controlled); the stepper keeps its own from 1 when absent. */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
  /** Extra controls beside the title (the wishlist heart). */
  titleAction?: ReactNode;
  /** Buttons beside the quantity (Add to Cart), given the chosen quantity. */
  actions?: (quantity: number) => ReactNode;
  /** The item's reviews (ProductReviews), shown before the related items; not for affiliate items. */
  reviews?: ReactNode;
  /** The related items, each with its address; [] shows no section. */
  related?: readonly CatalogCardItem[];
  relatedHrefOf?: (item: CatalogCardItem) => string;
  relatedSlots?: (item: CatalogCardItem) => Pick<ProductCardProps, 'topAction' | 'actions'>;
  labels?: Partial<ProductDetailsLabels>;
  locale?: string;
}

export interface ProductDetailsLabels {
  loading: string;
  category: string;
  quantity: string;
  decrease: string;
  increase: string;
  minLimit: string;
  details: string;
  showMore: string;
  showLess: string;
  related: string;
  visitWebsite: string;
  opensInNewTab: string;
  images: string;
  noImage: string;
  originalPrice: string;
}

const defaultLabels: ProductDetailsLabels = {
  loading: 'Loading...',
  category: 'Category',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  minLimit: 'min limit reached',
  details: 'Product Details',
  showMore: 'Show more',
  showLess: 'Show less',
  related: 'RELATED PRODUCTS',
  visitWebsite: 'Visit Website',
  opensInNewTab: '(opens in a new tab)',
  images: 'Images',
  noImage: 'No image available',
  originalPrice: 'Original price',
};

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  align-self: flex-start;
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const CategoryText = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.primary.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Short = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.body};
`;

/** The price and the buying controls, on a card of their own like a shop's buy box. */
const BuyBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;

  /* The main button takes the rest of the row (Add to Cart, Visit Website). */
  & > button,
  & > a {
    flex: 1 1 8rem;
  }
`;

/** The item's attributes (size, colour…) as a small table of facts. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
  max-inline-size: 72ch;

  & > dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > dd {
    margin: 0;
  }
`;

const MinLimit = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.warning.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  /* A comfortable line length for reading. */
  & > div {
    max-inline-size: 72ch;
  }

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/**
 * A product, service or affiliate detail page: gallery (a service shows only its first image), name,
 * category (the second when there are several), the short description without markup, the price rule,
 * a quantity stepper from 1 that says 'min limit reached' below 1, the description with Show more after
 * 400 characters, and RELATED PRODUCTS. An affiliate item offers 'Visit Website' instead of buying.
 * Slots take the commerce controls (heart, Add to Cart).
 */
export function ProductDetails({
  product,
  kind,
  pageTitle,
  backHref,
  linkAs,
  quantity,
  onQuantityChange,
  titleAction,
  actions,
  reviews,
  related = [],
  relatedHrefOf,
  relatedSlots,
  labels: given,
  locale,
}: ProductDetailsProps) {
  const labels = { ...defaultLabels, ...given };
  const [ownQuantity, setOwnQuantity] = useState(1);
  const [minReached, setMinReached] = useState(false);
  const amount = quantity ?? ownQuantity;
  const back = (
    <Back {...(linkAs ? { as: linkAs, to: backHref } : { href: backHref })}>
      <ChevronLeft aria-hidden size={18} />
      {pageTitle}
    </Back>
  );
  if (!product)
    return (
      <Page>
        {back}
        <LoadingIndicator label={labels.loading} />
      </Page>
    );

  const images = (kind === 'service' ? product.images.slice(0, 1) : product.images).map((image) => ({
    src: image.src,
    alt: image.alt || product.name,
  }));
  const category = shownCategory(product.categories);
  const short = stripTags(product.short_description);
  const facts = product.attributes.filter((a) => a.name && a.options.length > 0);
  const change = (next: number) => {
    setMinReached(false);
    if (quantity === undefined) setOwnQuantity(next);
    onQuantityChange?.(next);
  };

  return (
    <Page>
      {back}
      <Top>
        <ImageGallery
          images={images}
          thumbnailsLabel={labels.images}
          emptyLabel={labels.noImage}
          aspectRatio="1 / 1"
          imageWidth={CARD_IMAGE_SIZE}
          imageHeight={CARD_IMAGE_SIZE}
        />
        <Info>
          {category && <CategoryText dir="auto">{category}</CategoryText>}
          <TitleRow>
            <h1 dir="auto">{product.name}</h1>
            {titleAction}
          </TitleRow>
          {short && <Short dir="auto">{short}</Short>}
          <BuyBox>
            <Price
              size="lg"
              amount={product.regular_price}
              saleAmount={product.sale_price}
              originalPriceLabel={labels.originalPrice}
              locale={locale}
            />
            {kind === 'affiliate' ? (
              product.external_url && (
                <Buy>
                  <Button
                    as="a"
                    href={product.external_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    trailingIcon={<ExternalLink aria-hidden />}
                    aria-label={`${labels.visitWebsite} ${labels.opensInNewTab}`}
                  >
                    {labels.visitWebsite}
                  </Button>
                  {actions?.(amount)}
                </Buy>
              )
            ) : (
              <Buy>
                <QuantityStepper
                  value={amount}
                  onChange={change}
                  onMinReached={() => setMinReached(true)}
                  label={labels.quantity}
                  decreaseLabel={labels.decrease}
                  increaseLabel={labels.increase}
                />
                {actions?.(amount)}
                {minReached && <MinLimit role="alert">{labels.minLimit}</MinLimit>}
              </Buy>
            )}
          </BuyBox>
        </Info>
      </Top>
      {product.description && (
        <Section aria-labelledby="product-details-heading">
          <h2 id="product-details-heading">{labels.details}</h2>
          <RichText
            dir="auto"
            html={product.description}
            collapsedLength={DESCRIPTION_LIMIT}
            showMoreLabel={labels.showMore}
            showLessLabel={labels.showLess}
          />
          {facts.length > 0 && (
            <Facts>
              {facts.map((fact) => (
                <Fragment key={fact.name}>
                  <dt dir="auto">{fact.name}</dt>
                  <dd dir="auto">{fact.options.join(', ')}</dd>
                </Fragment>
              ))}
            </Facts>
          )}
        </Section>
      )}
      {reviews}
      {related.length > 0 && relatedHrefOf && (
        <Section aria-labelledby="related-products-heading">
          <h2 id="related-products-heading">{labels.related}</h2>
          <CatalogGridList aria-label={labels.related}>
            {related.map((item) => (
              <ProductCard
                key={item.id}
                as="li"
                product={item}
                {...(linkAs
                  ? { linkAs, linkProps: { to: relatedHrefOf(item) } }
                  : { href: relatedHrefOf(item) })}
                originalPriceLabel={labels.originalPrice}
                noImageLabel={labels.noImage}
                locale={locale}
                {...relatedSlots?.(item)}
              />
            ))}
          </CatalogGridList>
        </Section>
      )}
    </Page>
  );
}
