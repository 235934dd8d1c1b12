import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { PageHeader } from '@wellness/ui';
import { StaffQueueTable, type StaffQueueColumn } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { QUEUE_PAGE_SIZE, type QueueId, type QueueRows } from './api';
import { decisionRequested, queueRequested } from './slice';
import { querySortOf, tableSortOf } from './serverSort';

interface StaffQueuePageProps<Q extends QueueId> {
  queue: Q;
  columns: (
    t: (id: string, values?: Record<string, string>) => string,
    intl: IntlShape,
  ) => StaffQueueColumn<QueueRows[Q]>[];
  describe: (row: QueueRows[Q]) => string;
}

/**
 * One staff review queue: a page of pending rows from the server, each accepted (once confirmed) or rejected (with a
 * reason).
 */
export function StaffQueuePage<Q extends QueueId>({ queue, columns, describe }: StaffQueuePageProps<Q>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.staff[queue]);
  const rows = state.items as QueueRows[Q][];
  const title = t(`app.staff.nav.${queue}`);

  useEffect(() => {
    dispatch(queueRequested({ queue }));
  }, [dispatch, queue]);

  const decideRow = (row: QueueRows[Q], decision: 'accept' | 'reject', reason?: string) =>
    dispatch(
      decisionRequested({
        queue,
        row,
        decision,
        reason,
        index: rows.findIndex((item) => item.uuid === row.uuid),
      }),
    );

  return (
    <section>
      <PageHeader title={title} />
      <StaffQueueTable<QueueRows[Q]>
        caption={title}
        rows={rows}
        columns={columns(t, intl)}
        page={state.query.page}
        total={state.total}
        pageSize={QUEUE_PAGE_SIZE}
        sort={tableSortOf(state.query)}
        search={state.query.search}
        onPageChange={(page) => dispatch(queueRequested({ queue, query: { page } }))}
        onSortChange={(sort) => dispatch(queueRequested({ queue, query: querySortOf(sort) }))}
        onSearchChange={(search) =>
          dispatch(queueRequested({ queue, query: { page: 1, search }, debounce: true }))
        }
        onAccept={(row) => decideRow(row, 'accept')}
        onReject={(row, reason) => decideRow(row, 'reject', reason)}
        describe={describe}
        decidingUuids={state.deciding}
        loading={state.status === 'idle' || (state.status === 'loading' && rows.length === 0)}
        error={state.status === 'failed'}
        labels={{
          search: t('app.staff.queue.search'),
          searchPlaceholder: t('app.staff.queue.searchPlaceholder'),
          actions: t('app.staff.queue.actions'),
          accept: t('app.staff.queue.accept'),
          reject: t('app.staff.queue.reject'),
          acceptRow: (description) => t('app.staff.queue.acceptRow', { description }),
          rejectRow: (description) => t('app.staff.queue.rejectRow', { description }),
          loading: t('app.staff.queue.loading'),
          empty: t('app.staff.queue.empty'),
          noMatch: t('app.staff.queue.noMatch'),
          error: t('app.staff.queue.error'),
        }}
        acceptLabels={{
          title: t('app.staff.acceptDialog.title'),
          message: t('app.staff.acceptDialog.message'),
          confirm: t('app.staff.acceptDialog.confirm'),
          cancel: t('app.staff.acceptDialog.cancel'),
          busy: t('app.staff.acceptDialog.busy'),
          close: t('app.staff.acceptDialog.close'),
        }}
        rejectLabels={{
          title: t('app.staff.rejectDialog.title'),
          reason: t('app.staff.rejectDialog.reason'),
          reasonHelper: t('app.staff.rejectDialog.reasonHelper'),
          reasonRequired: t('app.staff.rejectDialog.reasonRequired'),
          confirm: t('app.staff.rejectDialog.confirm'),
          cancel: t('app.staff.rejectDialog.cancel'),
          busy: t('app.staff.rejectDialog.busy'),
          close: t('app.staff.rejectDialog.close'),
        }}
      />
    </section>
  );
}
