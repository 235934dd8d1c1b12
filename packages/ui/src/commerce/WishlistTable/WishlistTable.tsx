import { useState } from 'react';
import { ShoppingCart, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Schema } from '@wellness/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { Price } from '../../components/Price';
import { categoryName } from '../categoryName';
import { ItemName, ProductThumb } from '../Thumb';

type WishlistRow = Pick<
  Schema<'WishlistItem'>,
  | 'uuid'
  | 'productId'
  | 'categoryId'
  | 'name'
  | 'image'
  | 'category'
  | 'regular_price'
  | 'sale_price'
  | 'price'
>;

interface WishlistColumnLabels {
  name: string;
  category: string;
  price: string;
  actions: string;
}

const defaultWishlistColumnLabels: WishlistColumnLabels = {
  name: 'Name',
  category: 'Category',
  price: 'Price',
  actions: 'Actions',
};

interface WishlistTableLabels {
  moveToCart: (name: string) => string;
  remove: (name: string) => string;
  moveTitle: string;
  moveMessage: (name: string) => string;
  removeTitle: string;
  removeMessage: (name: string) => string;
  confirmYes: string;
  confirmNo: string;
  originalPrice: string;
}

const defaultWishlistTableLabels: WishlistTableLabels = {
  moveToCart: (name) => `Add to cart: ${name}`,
  remove: (name) => `Remove: ${name}`,
  moveTitle: 'Move to cart',
  moveMessage: (name) => `Do you want to move ${name} to your cart?`,
  removeTitle: 'Remove item',
  removeMessage: (name) => `Are you sure you want to remove ${name} from your wishlist?`,
  confirmYes: 'Yes',
  confirmNo: 'No',
  originalPrice: 'Original price',
};

interface WishlistTableProps extends Pick<
  DataTableProps<WishlistRow>,
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
  items: readonly WishlistRow[];
  /** Called once the member confirms moving the item to the cart. */
  onMoveToCart: (item: WishlistRow) => void;
  /** Called once the member confirms the removal. */
  onRemove: (item: WishlistRow) => void;
  /** Rows whose move or removal is being sent. */
  busyUuids?: readonly string[];
  disabled?: boolean;
  columnLabels?: Partial<WishlistColumnLabels>;
  labels?: Partial<WishlistTableLabels>;
}

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

type Pending = { kind: 'move' | 'remove'; item: WishlistRow };

/** My Wishlist (§2): Name, Category, Price, Actions (add to cart, remove), each confirmed in a dialog. */
export function WishlistTable({
  items,
  onMoveToCart,
  onRemove,
  busyUuids = [],
  disabled = false,
  columnLabels,
  labels,
  caption = 'My Wishlist',
  emptyText = 'Your wishlist is empty !',
  errorText = 'Oops something bad happened!',
  ...table
}: WishlistTableProps) {
  const head = { ...defaultWishlistColumnLabels, ...columnLabels };
  const text = { ...defaultWishlistTableLabels, ...labels };
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = (row: WishlistRow) => busyUuids.includes(row.uuid);

  const columns: DataTableColumn<WishlistRow>[] = [
    {
      id: 'name',
      header: head.name,
      cell: (row) => (
        <NameCell>
          <ProductThumb src={row.image[0]?.src} />
          <ItemName dir="auto">{row.name}</ItemName>
        </NameCell>
      ),
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
      // The price the server charges (the sale price, else the regular one).
      sortValue: (row) => Number(row.price),
    },
    {
      id: 'actions',
      header: head.actions,
      align: 'center',
      cell: (row) => (
        <Actions>
          <IconButton
            variant="secondary"
            label={text.moveToCart(row.name)}
            icon={<ShoppingCart aria-hidden />}
            disabled={disabled || busy(row)}
            aria-busy={busy(row) || undefined}
            onClick={() => setPending({ kind: 'move', item: row })}
          />
          <IconButton
            variant="tertiary"
            label={text.remove(row.name)}
            icon={<Trash2 aria-hidden />}
            disabled={disabled || busy(row)}
            onClick={() => setPending({ kind: 'remove', item: row })}
          />
        </Actions>
      ),
    },
  ];

  const moving = pending?.kind === 'move';
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
      <ConfirmDialog
        open={pending !== null}
        variant={moving ? 'default' : 'danger'}
        title={moving ? text.moveTitle : text.removeTitle}
        message={
          pending
            ? moving
              ? text.moveMessage(pending.item.name)
              : text.removeMessage(pending.item.name)
            : undefined
        }
        confirmLabel={text.confirmYes}
        cancelLabel={text.confirmNo}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'move') onMoveToCart(pending.item);
          else if (pending) onRemove(pending.item);
          setPending(null);
        }}
      />
    </>
  );
}
