import type { ElementType } from 'react';
import styled from 'styled-components';
import type { ProductCategory } from '@wellness/api';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface CategoryLinksProps {
  title: string;
  categories: readonly ProductCategory[];
  /** The list of a category (e.g. /marketplace/products?category=17). */
  hrefOf: (category: ProductCategory) => string;
  /** Router link component (gets `to`). */
  linkAs?: ElementType;
  /** '{count} items' in the member's language. */
  countLabel?: (count: number) => string;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean;
  errorText?: string;
  emptyText?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pill = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.text.link};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  & > span {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/** Shop categories as links to their lists, with how many items each holds (the dashboard's categories). */
export function CategoryLinks({
  title,
  categories,
  hrefOf,
  linkAs,
  countLabel = (count) => `${count} items`,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  emptyText = 'No match found',
}: CategoryLinksProps) {
  let content;
  if (loading) content = <LoadingIndicator label={loadingLabel} />;
  else if (error) content = <ErrorState message={errorText} size="sm" />;
  else if (categories.length === 0) content = <EmptyState title={emptyText} titleAs="p" size="sm" />;
  else
    content = (
      <List aria-label={title}>
        {categories.map((category) => (
          <li key={category.id}>
            <Pill {...(linkAs ? { as: linkAs, to: hrefOf(category) } : { href: hrefOf(category) })}>
              <bdi>{category.name}</bdi>
              <span aria-label={countLabel(category.count)}>{category.count}</span>
            </Pill>
          </li>
        ))}
      </List>
    );
  return (
    <Root aria-label={title}>
      <h2>{title}</h2>
      {content}
    </Root>
  );
}
