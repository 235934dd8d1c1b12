import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRight } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { SECTION_SIZE, type CatalogCardItem } from '../catalog';
import { ProductCard, type ProductCardProps } from '../ProductCard';
import { CatalogGridList } from '../CatalogGrid/CatalogGridList';

interface ProductSectionProps extends Pick<
  ProductCardProps,
  'linkAs' | 'originalPriceLabel' | 'noImageLabel' | 'locale'
> {
  title: string;
  items: readonly CatalogCardItem[];
  /** Each item's detail address. */
  hrefOf: (item: CatalogCardItem) => string;
  /** The full list's address. */
  seeAllHref: string;
  seeAllLabel?: string;
  /** The commerce controls of one card (wishlist heart, Add to cart). */
  cardSlots?: (item: CatalogCardItem) => Pick<ProductCardProps, 'topAction' | 'actions'>;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean;
  errorText?: string;
  emptyText?: string;
  /** Extra content beside See all. */
  headerExtra?: ReactNode;
  headingAs?: 'h2' | 'h3';
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A home section: its title, the first 4 items and a See all link to the full list; or its state. */
export function ProductSection({
  title,
  items,
  hrefOf,
  seeAllHref,
  seeAllLabel = 'See all',
  cardSlots,
  linkAs,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  emptyText = 'No match found',
  headerExtra,
  headingAs: Heading = 'h2',
  ...cardProps
}: ProductSectionProps) {
  const shown = items.slice(0, SECTION_SIZE);
  let content: ReactNode;
  if (loading) content = <LoadingIndicator label={loadingLabel} />;
  else if (error) content = <ErrorState message={errorText} size="sm" />;
  else if (shown.length === 0) content = <EmptyState title={emptyText} titleAs="p" size="sm" />;
  else
    content = (
      <CatalogGridList aria-label={title}>
        {shown.map((item) => (
          <ProductCard
            key={item.id}
            as="li"
            titleAs={Heading === 'h2' ? 'h3' : 'h4'}
            product={item}
            {...(linkAs ? { linkAs, linkProps: { to: hrefOf(item) } } : { href: hrefOf(item) })}
            {...cardProps}
            {...cardSlots?.(item)}
          />
        ))}
      </CatalogGridList>
    );
  const seeAllLink = linkAs as ElementType | undefined;
  return (
    <Root aria-label={title}>
      <Header>
        <Heading>{title}</Heading>
        {headerExtra}
        <Button
          {...(seeAllLink ? { as: seeAllLink, to: seeAllHref } : { as: 'a', href: seeAllHref })}
          variant="tertiary"
          size="sm"
          trailingIcon={<ChevronRight aria-hidden />}
          mirrorIconsInRtl
          aria-label={`${seeAllLabel}: ${title}`}
        >
          {seeAllLabel}
        </Button>
      </Header>
      {content}
    </Root>
  );
}
