import type { DataTableColumn, DataTableProps } from '../../components/DataTable';
import styled from 'styled-components';
import { LtrText } from './EventFacts';

/** A date and time in its left-to-right order in every language, on one line from tablets up. */
const NoWrap = styled.span`
  ${({ theme }) => theme.media.tablet} {
    white-space: nowrap;
  }
`;
const DateTime = ({ children }: { children: string }) => (
  <NoWrap>
    <LtrText>{children}</LtrText>
  </NoWrap>
);
import type { EventRegistration, WellnessEvent } from '@wellness/api';

/** The fields of the API's `EventRegistration` the two tables show; one fits as it is. */
export type EventRegistrationRow = Pick<EventRegistration, 'uuid' | 'eventUuid' | 'isActive'> & {
  event: Pick<WellnessEvent, 'name' | 'startTime' | 'endTime' | 'eventMode'>;
};

/** What both registration tables hand to DataTable as it is (caption, paging, sorting and the list states). */
export type RegistrationTableProps = Pick<
  DataTableProps<EventRegistrationRow>,
  | 'caption'
  | 'captionHidden'
  | 'pageSize'
  | 'defaultSort'
  | 'loading'
  | 'loadingLabel'
  | 'error'
  | 'errorText'
  | 'emptyText'
  | 'paginationLabels'
>;

export interface RegistrationColumnLabels {
  number: string;
  name: string;
  start: string;
  end: string;
  type: string;
  status: string;
}

export const defaultRegistrationColumnLabels: RegistrationColumnLabels = {
  number: '#',
  name: 'Event Name',
  start: 'Start Date & Time (PT)',
  end: 'End Date & Time (PT)',
  type: 'Type',
  status: 'Status',
};

/** #, Event Name, Start, End and Type: shared by the registered and completed tables, all sortable but #. */
export function registrationColumns<Row extends EventRegistrationRow>(
  labels: RegistrationColumnLabels,
  formatDateTime: (iso: string) => string,
  formatMode: (mode: string) => string = (mode) => mode,
): DataTableColumn<Row>[] {
  return [
    { id: 'number', header: labels.number, cell: (_row, index) => index + 1 },
    {
      id: 'name',
      header: labels.name,
      cell: (row) => <bdi>{row.event.name}</bdi>,
      sortValue: (row) => row.event.name,
    },
    {
      id: 'start',
      header: labels.start,
      cell: (row) => <DateTime>{formatDateTime(row.event.startTime)}</DateTime>,
      // ISO instants sort in time order as text.
      sortValue: (row) => row.event.startTime,
    },
    {
      id: 'end',
      header: labels.end,
      cell: (row) => <DateTime>{formatDateTime(row.event.endTime)}</DateTime>,
      sortValue: (row) => row.event.endTime,
    },
    {
      id: 'type',
      header: labels.type,
      // Sorted by the words shown, in the member's language.
      cell: (row) => formatMode(row.event.eventMode),
      sortValue: (row) => formatMode(row.event.eventMode),
    },
  ];
}
