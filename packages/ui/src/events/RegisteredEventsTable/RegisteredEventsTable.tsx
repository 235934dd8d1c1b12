import { useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';
import { formatEventDateTime } from '../../components/eventDates';
import { defaultRegistrationColumnLabels, registrationColumns } from '../shared/registrationColumns';
import type { WellnessEvent } from '@wellness/api';
import type {
  EventRegistrationRow,
  RegistrationColumnLabels,
  RegistrationTableProps,
} from '../shared/registrationColumns';

export type { EventRegistrationRow, RegistrationColumnLabels, RegistrationTableProps };

/** A registered event's row: its event's price tells whether cancelling it may bring a refund. */
export type RegisteredEventRow = EventRegistrationRow & {
  event: EventRegistrationRow['event'] & Pick<WellnessEvent, 'price'>;
};

/** §9's refund note, in English. */
export const REFUND_NOTE =
  'Any refund for a cancelled event registration is initiated within 7 business days.';

/**
 * The English confirmation: the question, and §9's refund note for a registration that was paid for. The
 * registration list does not say whether a registration was paid, so an event with a price counts as paid.
 */
export function defaultCancelConfirmMessage(registration: RegisteredEventRow): string {
  const question = `Are you sure you want to cancel your registration for ${registration.event.name}?`;
  return registration.event.price > 0 ? `${question} ${REFUND_NOTE}` : question;
}

export interface RegisteredEventsTableProps extends RegistrationTableProps {
  /** The active registrations whose event has not ended (the app filters, §4). */
  registrations: readonly RegisteredEventRow[];
  /** Called once the member confirms cancelling a registration. */
  onCancel: (registration: RegisteredEventRow) => void;
  /** Registrations whose cancellation is being sent: their cancel button waits, disabled. */
  cancellingUuids?: readonly string[];
  /** ISO → 'MM-DD-YYYY hh:mm a' in PT by default. */
  formatDateTime?: (iso: string) => string;
  /** The event's mode in the member's language ('Online', 'In-Person', …); the mode itself by default. */
  formatMode?: (mode: string) => string;
  columnLabels?: Partial<RegistrationColumnLabels> & { cancel?: string };
  registeredLabel?: string;
  /** The cancel button's accessible name for a row. */
  cancelButtonLabel?: (eventName: string) => string;
  confirmTitle?: string;
  /** The confirmation's text for the registration about to be cancelled (defaultCancelConfirmMessage). */
  confirmMessage?: (registration: RegisteredEventRow) => string;
  confirmLabel?: string;
  confirmCancelLabel?: string;
}

/**
 * 'List of Registered Events': sortable columns (not Status or Cancel Event), 10 rows a page, a
 * 'Registered' badge and a cancel button per row that asks before cancelling.
 */
export function RegisteredEventsTable({
  registrations,
  onCancel,
  cancellingUuids = [],
  formatDateTime = formatEventDateTime,
  formatMode,
  columnLabels,
  registeredLabel = 'Registered',
  cancelButtonLabel = (name) => `Cancel Event: ${name}`,
  confirmTitle = 'Cancel Event',
  confirmMessage = defaultCancelConfirmMessage,
  confirmLabel = 'Yes',
  confirmCancelLabel = 'No',
  caption = 'List of Registered Events',
  emptyText = 'There are no Registered Events!',
  ...table
}: RegisteredEventsTableProps) {
  const labels = { ...defaultRegistrationColumnLabels, cancel: 'Cancel Event', ...columnLabels };
  const [pending, setPending] = useState<RegisteredEventRow | null>(null);

  const columns: DataTableColumn<RegisteredEventRow>[] = [
    ...registrationColumns<RegisteredEventRow>(labels, formatDateTime, formatMode),
    {
      id: 'status',
      header: labels.status,
      cell: () => <StatusBadge status="registered" label={registeredLabel} />,
    },
    {
      id: 'cancel',
      header: labels.cancel,
      align: 'center',
      cell: (row) => (
        <IconButton
          variant="tertiary"
          label={cancelButtonLabel(row.event.name)}
          icon={<CalendarX2 aria-hidden />}
          disabled={cancellingUuids.includes(row.uuid)}
          aria-busy={cancellingUuids.includes(row.uuid) || undefined}
          onClick={() => setPending(row)}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        rows={registrations}
        columns={columns}
        getRowId={(row) => row.uuid}
        caption={caption}
        emptyText={emptyText}
        {...table}
      />
      <ConfirmDialog
        open={pending !== null}
        variant="danger"
        title={confirmTitle}
        message={pending ? confirmMessage(pending) : undefined}
        confirmLabel={confirmLabel}
        cancelLabel={confirmCancelLabel}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onCancel(pending);
          setPending(null);
        }}
      />
    </>
  );
}
