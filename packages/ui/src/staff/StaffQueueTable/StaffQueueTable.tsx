import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { AcceptDialog, type AcceptDialogLabels } from '../AcceptDialog';
import { RejectDialog, type RejectDialogLabels } from '../RejectDialog';
import {
  StaffRowActions,
  StaffServerTable,
  type StaffServerTableProps,
  type StaffTableLabels,
} from './StaffServerTable';

export type { StaffQueueColumn } from './StaffServerTable';

export interface StaffQueueLabels extends StaffTableLabels {
  accept: string;
  reject: string;
  /** Accessible names of a row's buttons, naming the row. */
  acceptRow: (description: string) => string;
  rejectRow: (description: string) => string;
}

export const defaultStaffQueueLabels: StaffQueueLabels = {
  search: 'Search',
  searchPlaceholder: 'Member, e-mail or subject',
  actions: 'Decision',
  accept: 'Accept',
  reject: 'Reject',
  acceptRow: (description) => `Accept: ${description}`,
  rejectRow: (description) => `Reject: ${description}`,
  loading: 'Loading...',
  empty: 'Nothing is waiting for a decision.',
  noMatch: 'No request matches this search.',
  error: 'Oops something bad happened!',
};

export interface StaffQueueTableProps<Row extends { uuid: string }> extends StaffServerTableProps<Row> {
  onAccept: (row: Row) => void;
  onReject: (row: Row, reason: string) => void;
  /** Names a row in its buttons and in the reject dialog ("Alex Morgan — Mindful Minds"). */
  describe: (row: Row) => string;
  /** Rows whose decision is being sent (their buttons are busy). */
  decidingUuids?: readonly string[];
  labels?: Partial<StaffQueueLabels>;
  rejectLabels?: Partial<RejectDialogLabels>;
  acceptLabels?: Partial<AcceptDialogLabels>;
}

/**
 * A staff review queue: a server-paged, sortable, searchable table of pending requests with Accept (confirmed in a
 * dialog) and Reject (which asks for a reason) on every row.
 */
export function StaffQueueTable<Row extends { uuid: string }>({
  onAccept,
  onReject,
  describe,
  decidingUuids = [],
  labels,
  rejectLabels,
  acceptLabels,
  ...table
}: StaffQueueTableProps<Row>) {
  const text = { ...defaultStaffQueueLabels, ...labels };
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [accepting, setAccepting] = useState<Row | null>(null);
  return (
    <>
      <StaffServerTable<Row>
        {...table}
        getRowId={(row) => row.uuid}
        labels={text}
        actions={(row) => {
          const busy = decidingUuids.includes(row.uuid);
          const description = describe(row);
          return (
            <StaffRowActions>
              <Button
                size="sm"
                variant="secondary"
                leadingIcon={<Check aria-hidden="true" />}
                aria-label={text.acceptRow(description)}
                disabled={busy}
                onClick={() => setAccepting(row)}
              >
                {text.accept}
              </Button>
              <Button
                size="sm"
                variant="tertiary"
                leadingIcon={<X aria-hidden="true" />}
                aria-label={text.rejectRow(description)}
                disabled={busy}
                onClick={() => setRejecting(row)}
              >
                {text.reject}
              </Button>
            </StaffRowActions>
          );
        }}
      />
      <AcceptDialog
        open={accepting !== null}
        subject={accepting ? describe(accepting) : undefined}
        labels={acceptLabels}
        onCancel={() => setAccepting(null)}
        onAccept={() => {
          if (!accepting) return;
          onAccept(accepting);
          setAccepting(null);
        }}
      />
      <RejectDialog
        key={rejecting?.uuid ?? 'none'}
        open={rejecting !== null}
        subject={rejecting ? describe(rejecting) : undefined}
        labels={rejectLabels}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          onReject(rejecting, reason);
          setRejecting(null);
        }}
      />
    </>
  );
}
