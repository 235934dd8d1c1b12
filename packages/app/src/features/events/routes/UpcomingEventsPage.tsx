import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useDeferredAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { upcomingRequested } from '../slice';
import {
  EventFilters,
  EventList,
  EventsBanner,
  filterEvents,
  type EventCardEvent,
} from '@wellness/ui/events';
import { categoryMessageId, eventDetailsPath } from '../paths';
import { EventsPage } from './EventsPage';
import { eventModeLabel } from './eventModeLabel';
import { eventTimeProps } from './eventTimes';

/** /events/upcoming: banner, keyword and category filters, and the event cards. */
export function UpcomingEventsPage() {
  const intl = useIntl();
  const times = eventTimeProps(intl);
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useDeferredAppSelector((state) => state.events.upcoming);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');

  useEffect(() => {
    dispatch(upcomingRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(upcomingRequested()));

  const shown = useMemo(
    () => filterEvents(list.items, { keyword, category }),
    [list.items, keyword, category],
  );

  return (
    <EventsPage>
      <EventsBanner title={t('app.events.banner.title')} subtitle={t('app.events.banner.subtitle')} />
      <EventFilters
        category={category}
        onKeywordChange={setKeyword}
        onCategoryChange={setCategory}
        categoryLabel={(value) => t(categoryMessageId(value))}
        keywordLabel={t('app.events.filters.keyword')}
        categoryFieldLabel={t('app.events.filters.category')}
        allLabel={t('app.events.filters.all')}
      />
      <EventList
        events={shown}
        onKnowMore={(event: EventCardEvent) => navigate(eventDetailsPath(event.uuid))}
        label={t('app.events.list.label')}
        knowMoreLabel={t('app.events.list.knowMore')}
        dateLabel={t('app.events.list.date')}
        timeLabel={t('app.events.list.time')}
        modeLabel={t('app.events.list.mode')}
        formatDate={times.formatDate}
        formatTime={times.formatTime}
        formatZone={times.formatZone}
        memberTime={times.memberTime}
        formatMode={eventModeLabel(intl)}
        packageLabel={t('app.events.list.package')}
        loading={list.status === 'idle' || list.status === 'loading'}
        loadingLabel={t('app.events.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.events.list.error')}
        onRetry={() => dispatch(upcomingRequested())}
        retryLabel={t('app.events.list.retry')}
        emptyText={t('app.events.list.empty')}
      />
    </EventsPage>
  );
}

export { UpcomingEventsPage as Component };
