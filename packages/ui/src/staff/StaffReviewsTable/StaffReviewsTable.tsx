import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffServerTableProps,
  type StaffTableLabels,
} from '../StaffQueueTable';

export interface StaffReviewsTableLabels extends StaffTableLabels {
  hide: string;
  show: string;
  /** Accessible names of a row's button, naming the review. */
  hideRow: (description: string) => string;
  showRow: (description: string) => string;
  hideTitle: string;
  hideMessage: string;
  showTitle: string;
  showMessage: string;
  cancel: string;
  busy: string;
  close: string;
}

export const defaultStaffReviewsTableLabels: StaffReviewsTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Item, reviewer or text',
  actions: 'Visibility',
  loading: 'Loading...',
  empty: 'No review yet.',
  noMatch: 'No review matches this search.',
  error: 'Oops something bad happened!',
  hide: 'Hide',
  show: 'Show',
  hideRow: (description) => `Hide: ${description}`,
  showRow: (description) => `Show: ${description}`,
  hideTitle: 'Hide review',
  hideMessage: 'The review is no longer shown on the item page nor counted in its rating. This is audited.',
  showTitle: 'Show review',
  showMessage: 'The review is shown on the item page again and counted in its rating. This is audited.',
  cancel: 'Cancel',
  busy: 'Saving...',
  close: 'Close',
};

export interface StaffReviewsTableProps<
  Row extends { uuid: string; hidden: boolean },
> extends StaffServerTableProps<Row> {
  /** Called once staff confirm: `hidden` is the state asked for. */
  onVisibilityChange: (row: Row, hidden: boolean) => void;
  /** Names a review in its button and in the dialog ("Yoga Mat — Alex Morgan, 4 of 5"). */
  describe: (row: Row) => string;
  /** Reviews whose change is being sent (their buttons are busy). */
  busyIds?: readonly string[];
  /** The staff member may read but not change (every button disabled). */
  disabled?: boolean;
  labels?: Partial<StaffReviewsTableLabels>;
}

/**
 * Staff moderation of product reviews: a server-paged, searchable table, newest first, hidden ones included. Each
 * review is hidden from its item page, or shown again, once staff confirm (the change is audited).
 */
export function StaffReviewsTable<Row extends { uuid: string; hidden: boolean }>({
  onVisibilityChange,
  describe,
  busyIds = [],
  disabled = false,
  labels,
  ...table
}: StaffReviewsTableProps<Row>) {
  const text = { ...defaultStaffReviewsTableLabels, ...labels };
  const [confirming, setConfirming] = useState<Row | null>(null);
  const hiding = confirming ? !confirming.hidden : true;
  return (
    <>
      <StaffServerTable<Row>
        {...table}
        getRowId={(row) => row.uuid}
        labels={text}
        actions={(row) => {
          const description = describe(row);
          return (
            <StaffRowActions>
              <Button
                size="sm"
                variant={row.hidden ? 'secondary' : 'tertiary'}
                leadingIcon={row.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                aria-label={row.hidden ? text.showRow(description) : text.hideRow(description)}
                disabled={disabled || busyIds.includes(row.uuid)}
                onClick={() => setConfirming(row)}
              >
                {row.hidden ? text.show : text.hide}
              </Button>
            </StaffRowActions>
          );
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={hiding ? text.hideTitle : text.showTitle}
        message={
          <>
            {confirming && <p>{describe(confirming)}</p>}
            <p>{hiding ? text.hideMessage : text.showMessage}</p>
          </>
        }
        variant={hiding ? 'danger' : 'default'}
        confirmLabel={hiding ? text.hide : text.show}
        cancelLabel={text.cancel}
        busyLabel={text.busy}
        closeLabel={text.close}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          onVisibilityChange(confirming, hiding);
          setConfirming(null);
        }}
      />
    </>
  );
}
