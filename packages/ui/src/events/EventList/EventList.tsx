import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Grid } from '../../components/Grid';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { EventCard } from '../EventCard';
import type { EventCardEvent, EventCardProps } from '../EventCard';

export interface EventListProps extends Pick<
  EventCardProps,
  | 'fallbackImage'
  | 'formatDate'
  | 'formatTime'
  | 'formatMode'
  | 'formatZone'
  | 'memberTime'
  | 'knowMoreLabel'
  | 'dateLabel'
  | 'timeLabel'
  | 'modeLabel'
  | 'packageLabel'
  | 'titleAs'
> {
  /** The events to show, already filtered. */
  events: readonly EventCardEvent[];
  onKnowMore: (event: EventCardEvent) => void;
  loading?: boolean;
  loadingLabel?: string;
  /** `true` shows `errorText`; a string is shown as the message. */
  error?: boolean | string;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  emptyText?: string;
  /** The list's accessible name. */
  label?: string;
}

/** The Upcoming Events grid (4 / 3 / 2 / 1 columns) with its loading, error and empty states. */
/** The cards of a wide first row: their pictures load at once (the largest paint), the rest when scrolled to. */
const FIRST_ROW = 3;

export function EventList({
  events,
  onKnowMore,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  emptyText = 'No Upcoming Event found!',
  label = 'Upcoming Events',
  // Under the page's h1 (the banner).
  titleAs = 'h2',
  ...cardProps
}: EventListProps) {
  if (loading) return <LoadingIndicator label={loadingLabel} />;
  if (error)
    return (
      <ErrorState
        message={typeof error === 'string' ? error : errorText}
        onRetry={onRetry}
        retryLabel={retryLabel}
      />
    );
  if (events.length === 0) return <EmptyState title={emptyText} titleAs="p" />;
  return (
    <Grid as="ul" aria-label={label}>
      {events.map((event, index) => (
        <EventCard
          key={event.uuid}
          as="li"
          titleAs={titleAs}
          event={event}
          priority={index < FIRST_ROW}
          onKnowMore={onKnowMore}
          {...cardProps}
        />
      ))}
    </Grid>
  );
}
