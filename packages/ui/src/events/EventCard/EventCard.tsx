import { CalendarDays, Clock, MonitorSmartphone } from 'lucide-react';
import styled from 'styled-components';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import type { WellnessEvent } from '@wellness/api';
import { eventZoneName, formatEventDate, formatEventTime } from '../../components/eventDates';
import { Fact, FactList, LtrText, MemberTime, range } from '../shared/EventFacts';
import { eventPlaceholderImage } from '../shared/eventPlaceholder';

/** The fields of the API's `WellnessEvent` a card shows; a `WellnessEvent` fits as it is. */
export type EventCardEvent = Pick<
  WellnessEvent,
  'uuid' | 'name' | 'image' | 'startTime' | 'endTime' | 'eventMode' | 'packages'
> &
  Partial<Pick<WellnessEvent, 'eventCategory'>>;

export interface EventCardProps {
  event: EventCardEvent;
  /** Opens the event details. */
  onKnowMore: (event: EventCardEvent) => void;
  /** Shown when the event has no image. */
  fallbackImage?: string;
  /** ISO → 'MMM DD, YYYY' in PT by default. */
  formatDate?: (iso: string) => string;
  /** ISO → 'hh:mm a' in PT by default. */
  formatTime?: (iso: string) => string;
  /** The event's mode in the member's language ('Online', 'In-Person', …); the mode itself by default. */
  formatMode?: (mode: string) => string;
  /** ISO → the event's zone, shown after the times ('PST' / 'PDT' by default). */
  formatZone?: (iso: string) => string;
  /** The member's own time for the event ('Your time: Mon, 9:00 – 10:30 PM GMT+3'), shown when given. */
  memberTime?: (startIso: string, endIso: string) => string | undefined;
  knowMoreLabel?: string;
  dateLabel?: string;
  timeLabel?: string;
  modeLabel?: string;
  packageLabel?: string;
  /** The list item element when the card sits in a list. */
  as?: 'article' | 'li';
  /** The name's heading level: h2 under a page's h1. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Its picture loads at once (the first cards of a list: the page's largest paint), not when scrolled to. */
  priority?: boolean;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
`;

/** One upcoming event: image, name, dates, times, mode, the required package and 'Know More'. */
export function EventCard({
  event,
  onKnowMore,
  fallbackImage,
  formatDate = formatEventDate,
  formatTime = formatEventTime,
  formatMode = (mode) => mode,
  formatZone = (iso) => eventZoneName(iso),
  memberTime,
  knowMoreLabel = 'Know More',
  dateLabel = 'Date',
  timeLabel = 'Time',
  modeLabel = 'Event mode',
  packageLabel = 'Membership package',
  as = 'article',
  titleAs = 'h3',
  priority = false,
}: EventCardProps) {
  const image = event.image ?? fallbackImage ?? eventPlaceholderImage(event.eventCategory);
  const required = event.packages[0];
  const ownTime = memberTime?.(event.startTime, event.endTime);
  return (
    <Card
      as={as}
      media={image ? { src: image, alt: '', priority } : undefined}
      title={<bdi>{event.name}</bdi>}
      titleAs={titleAs}
      footer={
        <Button
          variant="secondary"
          fullWidth
          aria-label={`${knowMoreLabel}: ${event.name}`}
          onClick={() => onKnowMore(event)}
        >
          {knowMoreLabel}
        </Button>
      }
    >
      <Body>
        <FactList>
          <Fact icon={<CalendarDays aria-hidden />} label={dateLabel}>
            <LtrText>{range(formatDate(event.startTime), formatDate(event.endTime))}</LtrText>
          </Fact>
          <Fact icon={<Clock aria-hidden />} label={timeLabel}>
            <LtrText>{`${formatTime(event.startTime)} - ${formatTime(event.endTime)} ${formatZone(event.startTime)}`}</LtrText>
            {ownTime && <MemberTime>{ownTime}</MemberTime>}
          </Fact>
          <Fact icon={<MonitorSmartphone aria-hidden />} label={modeLabel}>
            {formatMode(event.eventMode)}
          </Fact>
        </FactList>
        {required && (
          <PackageBadge color={required.colour} title={packageLabel}>
            {required.name}
          </PackageBadge>
        )}
      </Body>
    </Card>
  );
}
