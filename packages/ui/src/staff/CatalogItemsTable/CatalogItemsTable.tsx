import styled from 'styled-components';
import { Plus } from 'lucide-react';
import type { CatalogItemStatus, CatalogKind, StockState } from '@wellness/api';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffServerTableProps,
  type StaffTableLabels,
} from '../StaffQueueTable';

/** The list's filters, as `GET /staff/catalog/items` takes them ('' is "any"). */
export interface CatalogItemFilters {
  kind: '' | CatalogKind;
  category: string;
  stock: '' | StockState;
  status: '' | CatalogItemStatus;
}

export const noCatalogItemFilters: CatalogItemFilters = { kind: '', category: '', stock: '', status: '' };

export interface CatalogItemsTableLabels extends StaffTableLabels {
  kind: string;
  kinds: Record<CatalogKind, string>;
  category: string;
  stock: string;
  stocks: Record<StockState, string>;
  status: string;
  statuses: Record<CatalogItemStatus, string>;
  any: string;
  add: string;
  open: string;
  /** The open button's accessible name, naming the item. */
  openRow: (name: string) => string;
}

export const defaultCatalogItemsTableLabels: CatalogItemsTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Name in any language',
  actions: 'Item',
  loading: 'Loading...',
  empty: 'No item yet.',
  noMatch: 'No item matches this search.',
  error: 'Oops something bad happened!',
  kind: 'Kind',
  kinds: { product: 'Product', service: 'Service', affiliate: 'Affiliate item' },
  category: 'Category',
  stock: 'Stock',
  stocks: { in_stock: 'In stock', low: 'Low stock', out: 'Out of stock', uncounted: 'Not counted' },
  status: 'Status',
  statuses: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  any: 'Any',
  add: 'Add item',
  open: 'Edit',
  openRow: (name) => `Edit ${name}`,
};

export interface CatalogItemsTableProps<Row> extends StaffServerTableProps<Row> {
  filters: CatalogItemFilters;
  onFiltersChange: (filters: CatalogItemFilters) => void;
  /** The categories to filter by. */
  categories: readonly { id: number; name: string }[];
  onOpen: (row: Row) => void;
  /** Names an item in the open button. */
  describe: (row: Row) => string;
  getRowId: (row: Row) => string;
  /** Shown only to the roles that may write the catalogue (owner, admin, editor). */
  onAdd?: () => void;
  labels?: Partial<CatalogItemsTableLabels>;
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

/**
 * The staff catalogue: every item of every status, a page at a time from the server, searched by name in any
 * language and filtered by kind, category, stock state and status; each row opens the item's page.
 */
export function CatalogItemsTable<Row>({
  filters,
  onFiltersChange,
  categories,
  onOpen,
  describe,
  getRowId,
  onAdd,
  labels,
  ...table
}: CatalogItemsTableProps<Row>) {
  const text = { ...defaultCatalogItemsTableLabels, ...labels };
  const any = { value: '', label: text.any };
  const change = (patch: Partial<CatalogItemFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <>
      <Toolbar>
        <Select
          label={text.kind}
          value={filters.kind}
          options={[
            any,
            ...(['product', 'service', 'affiliate'] as const).map((kind) => ({
              value: kind,
              label: text.kinds[kind],
            })),
          ]}
          onChange={(event) => change({ kind: event.target.value as CatalogItemFilters['kind'] })}
        />
        <Select
          label={text.category}
          value={filters.category}
          options={[any, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(event) => change({ category: event.target.value })}
        />
        <Select
          label={text.stock}
          value={filters.stock}
          options={[
            any,
            ...(['in_stock', 'low', 'out', 'uncounted'] as const).map((stock) => ({
              value: stock,
              label: text.stocks[stock],
            })),
          ]}
          onChange={(event) => change({ stock: event.target.value as CatalogItemFilters['stock'] })}
        />
        <Select
          label={text.status}
          value={filters.status}
          options={[
            any,
            ...(['draft', 'published', 'archived'] as const).map((status) => ({
              value: status,
              label: text.statuses[status],
            })),
          ]}
          onChange={(event) => change({ status: event.target.value as CatalogItemFilters['status'] })}
        />
        {onAdd && (
          <Button leadingIcon={<Plus aria-hidden="true" />} onClick={onAdd}>
            {text.add}
          </Button>
        )}
      </Toolbar>
      <StaffServerTable<Row>
        {...table}
        getRowId={getRowId}
        labels={text}
        actions={(row) => (
          <StaffRowActions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.openRow(describe(row))}
              onClick={() => onOpen(row)}
            >
              {text.open}
            </Button>
          </StaffRowActions>
        )}
      />
    </>
  );
}
