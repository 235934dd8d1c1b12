import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Schema } from '@wellness/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { Price, formatPrice } from '../../components/Price';
import { QuantityStepper } from '../../components/QuantityStepper';
import { categoryName } from '../categoryName';
import { ItemName, ProductThumb } from '../Thumb';

type CartRow = Pick<
  Schema<'CartItem'>,
  | 'uuid'
  | 'productId'
  | 'name'
  | 'image'
  | 'category'
  | 'regular_price'
  | 'sale_price'
  | 'quantity'
  | 'line_total'
> & {
  /** Units left (the stepper's maximum); null or absent when stock is not counted. */
  stock_quantity?: number | null;
};

export interface CartColumnLabels {
  image: string;
  name: string;
  category: string;
  price: string;
  quantity: string;
  total: string;
  actions: string;
}

const defaultCartColumnLabels: CartColumnLabels = {
  image: 'Image',
  name: 'Name',
  category: 'Category',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  actions: 'Actions',
};

export interface CartTableLabels {
  decrease: (name: string) => string;
  increase: (name: string) => string;
  quantity: (name: string) => string;
  remove: (name: string) => string;
  confirmTitle: string;
  confirmMessage: (name: string) => string;
  confirmYes: string;
  confirmNo: string;
  originalPrice: string;
}

const defaultCartTableLabels: CartTableLabels = {
  decrease: (name) => `Decrease quantity: ${name}`,
  increase: (name) => `Increase quantity: ${name}`,
  quantity: (name) => `Quantity: ${name}`,
  remove: (name) => `Remove: ${name}`,
  confirmTitle: 'Remove item',
  confirmMessage: (name) => `Are you sure you want to remove ${name} from your cart?`,
  confirmYes: 'Yes',
  confirmNo: 'No',
  originalPrice: 'Original price',
};

interface CartTableProps extends Pick<
  DataTableProps<CartRow>,
  | 'caption'
  | 'captionHidden'
  | 'pageSize'
  | 'loading'
  | 'loadingLabel'
  | 'error'
  | 'errorText'
  | 'emptyText'
  | 'paginationLabels'
> {
  items: readonly CartRow[];
  /** Payment Summary's read-only cart: no stepper, no delete, no Actions column. */
  readOnly?: boolean;
  onQuantityChange?: (item: CartRow, quantity: number) => void;
  /** The minus was pressed at 1 (§5: the quantity is at least 1). */
  onMinReached?: (item: CartRow) => void;
  /** The plus was pressed with no more units left. */
  onMaxReached?: (item: CartRow) => void;
  /** Called once the member confirms the removal. */
  onRemove?: (item: CartRow) => void;
  /** Rows whose change is being sent: their stepper and delete wait. */
  busyUuids?: readonly string[];
  /** Nothing can change (e.g. an order is being placed). */
  disabled?: boolean;
  columnLabels?: Partial<CartColumnLabels>;
  labels?: Partial<CartTableLabels>;
  /** Formats dollars (the member's locale); '$1,234.50' by default. */
  formatAmount?: (amount: number) => string;
}

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** My Cart (§2): image, Name, Category, Price, Quantity, Total, Actions; a stepper and a confirmed delete per row. */
export function CartTable({
  items,
  readOnly = false,
  onQuantityChange,
  onMinReached,
  onMaxReached,
  onRemove,
  busyUuids = [],
  disabled = false,
  columnLabels,
  labels,
  formatAmount = (amount) => formatPrice(amount),
  caption = 'My Cart',
  emptyText = 'Your cart is empty !',
  errorText = 'Oops something bad happened!',
  ...table
}: CartTableProps) {
  const head = { ...defaultCartColumnLabels, ...columnLabels };
  const text = { ...defaultCartTableLabels, ...labels };
  const [pending, setPending] = useState<CartRow | null>(null);
  const busy = (row: CartRow) => busyUuids.includes(row.uuid);

  const columns: DataTableColumn<CartRow>[] = [
    {
      id: 'image',
      header: head.image,
      hideHeader: true,
      cell: (row) => <ProductThumb src={row.image[0]?.src} />,
    },
    {
      id: 'name',
      header: head.name,
      cell: (row) => <ItemName dir="auto">{row.name}</ItemName>,
      sortValue: (row) => row.name,
    },
    {
      id: 'category',
      header: head.category,
      cell: (row) => categoryName(row.category),
      sortValue: (row) => categoryName(row.category),
    },
    {
      id: 'price',
      header: head.price,
      align: 'end',
      cell: (row) => (
        <Price
          size="sm"
          amount={row.regular_price}
          saleAmount={row.sale_price}
          originalPriceLabel={text.originalPrice}
        />
      ),
    },
    {
      id: 'quantity',
      header: head.quantity,
      align: 'center',
      cell: (row) =>
        readOnly ? (
          <Amount>{row.quantity}</Amount>
        ) : (
          <QuantityStepper
            value={row.quantity}
            min={1}
            max={row.stock_quantity ?? undefined}
            label={text.quantity(row.name)}
            decreaseLabel={text.decrease(row.name)}
            increaseLabel={text.increase(row.name)}
            busy={busy(row)}
            disabled={disabled}
            onChange={(quantity) => onQuantityChange?.(row, quantity)}
            onMinReached={() => onMinReached?.(row)}
            onMaxReached={onMaxReached ? () => onMaxReached(row) : undefined}
          />
        ),
    },
    {
      id: 'total',
      header: head.total,
      align: 'end',
      // The line's total as the server answered it (quantity × the sale, else the regular, price).
      cell: (row) => <Amount>{formatAmount(Number(row.line_total))}</Amount>,
      sortValue: (row) => Number(row.line_total),
    },
  ];
  if (!readOnly) {
    columns.push({
      id: 'actions',
      header: head.actions,
      align: 'center',
      cell: (row) => (
        <IconButton
          variant="tertiary"
          label={text.remove(row.name)}
          icon={<Trash2 aria-hidden />}
          disabled={disabled || busy(row)}
          aria-busy={busy(row) || undefined}
          onClick={() => setPending(row)}
        />
      ),
    });
  }

  return (
    <>
      <DataTable
        rows={items}
        columns={columns}
        getRowId={(row) => row.uuid}
        caption={caption}
        emptyText={emptyText}
        errorText={errorText}
        {...table}
      />
      {!readOnly && (
        <ConfirmDialog
          open={pending !== null}
          variant="danger"
          title={text.confirmTitle}
          message={pending ? text.confirmMessage(pending.name) : undefined}
          confirmLabel={text.confirmYes}
          cancelLabel={text.confirmNo}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            if (pending) onRemove?.(pending);
            setPending(null);
          }}
        />
      )}
    </>
  );
}
