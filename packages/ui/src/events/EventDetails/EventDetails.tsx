import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import { DetailCover, DetailLayout } from '../../components/DetailLayout';
import { Avatar } from '../../components/Avatar';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Price } from '../../components/Price';
import { QuantityStepper } from '../../components/QuantityStepper';
import { RichText } from '../../components/RichText';
import type { Speaker, WellnessEvent } from '@wellness/api';
import { RegisterConfirmDialog } from '../RegisterConfirmDialog';
import type { RegisterConfirmDialogProps } from '../RegisterConfirmDialog';
import { eventZoneName, formatEventDate, formatEventTime } from '../../components/eventDates';
import { LtrText, MemberTime } from '../shared/EventFacts';
import { eventPlaceholderImage } from '../shared/eventPlaceholder';

/** The fields of the API's `WellnessEvent` the details show; a `WellnessEvent` fits as it is. */
export type EventDetailsEvent = Pick<
  WellnessEvent,
  | 'name'
  | 'image'
  | 'eventCategory'
  | 'eventMode'
  | 'startTime'
  | 'endTime'
  | 'price'
  | 'description'
  | 'speakers'
  | 'packages'
  | 'quantity'
>;

/**
 * What the member may do (the app decides by §4 and §5): register, nothing because already
 * registered, or upgrade their package first.
 */
export type EventDetailsAction = 'register' | 'registered' | 'upgrade';

export interface EventDetailsLabels {
  category: string;
  mode: string;
  start: string;
  end: string;
  fee: string;
  free: string;
  quantity: string;
  requiredPackage: string;
  description: string;
  speakers: string;
  moderators: string;
  professionalProfile: string;
  register: string;
  registered: string;
  upgrade: string;
  busy: string;
  /** Shown for an event without a category. */
  noCategory: string;
}

export const defaultEventDetailsLabels: EventDetailsLabels = {
  category: 'Category',
  mode: 'Event Mode',
  start: 'Start Date & Time',
  end: 'End Date & Time',
  fee: 'Registration Fee',
  free: 'Free',
  quantity: 'Quantity',
  requiredPackage: 'Required Membership Package',
  description: 'Description',
  speakers: 'Speakers',
  moderators: 'Moderators',
  professionalProfile: 'Professional Profile',
  register: 'Register',
  registered: 'Registered',
  upgrade: 'Upgrade',
  busy: 'Processing...',
  noCategory: 'All',
};

export interface EventDetailsProps {
  event: EventDetailsEvent;
  action: EventDetailsAction;
  /** Yes in the confirmation dialog: register with the chosen quantity. */
  onRegister: (quantity: number) => void;
  /** The Upgrade action (the app goes to /packages). */
  onUpgrade: () => void;
  /** The registration is being sent. */
  busy?: boolean;
  /** Seats to start with; 1 by default. */
  defaultQuantity?: number;
  /** Each change of the quantity (never below 1). */
  onQuantityChange?: (quantity: number) => void;
  /** Shown when the event has no image. */
  fallbackImage?: string;
  /** ISO → 'MMM DD, YYYY' in PT by default. */
  formatDate?: (iso: string) => string;
  /** ISO → 'hh:mm a' in PT by default. */
  formatTime?: (iso: string) => string;
  /** The event's mode in the member's language ('Online', 'In-Person', …); the mode itself by default. */
  formatMode?: (mode: string) => string;
  /** ISO → the event's zone, shown after each time ('PST' / 'PDT' by default). */
  formatZone?: (iso: string) => string;
  /** The member's own time for the event, shown under the end when given (their zone differs). */
  memberTime?: (startIso: string, endIso: string) => string | undefined;
  labels?: Partial<EventDetailsLabels>;
  /** Words of the confirmation dialog. */
  confirmDialog?: Pick<RegisterConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel'>;
}

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-variant-numeric: tabular-nums;

  & dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const Section = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const People = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-inline-size: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-block-size: 44px;
    color: ${({ theme }) => theme.color.text.link};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

function PeopleSection({
  title,
  people,
  profileLabel,
}: {
  title: string;
  people: readonly Speaker[];
  profileLabel: string;
}) {
  if (people.length === 0) return null;
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <People>
        {people.map((person) => (
          <Person key={`${person.role}-${person.name}`}>
            <Avatar name={person.name} src={person.image} size="lg" decorative />
            <div>
              {/* The server's words keep their own direction on a right-to-left page (dir="auto"). */}
              <h3 dir="auto">{person.name}</h3>
              {person.designation && <p dir="auto">{person.designation}</p>}
              {person.description && <p dir="auto">{person.description}</p>}
              {person.linkedInProfile && (
                <a
                  href={person.linkedInProfile}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${profileLabel}: ${person.name}`}
                >
                  {profileLabel}
                  <ExternalLink size={16} aria-hidden />
                </a>
              )}
            </div>
          </Person>
        ))}
      </People>
    </Section>
  );
}

/**
 * One event in full: facts, fee, quantity, the required package, the sanitised description, the
 * speakers and moderators, and the one primary action (Register, Registered or Upgrade).
 */
export function EventDetails({
  event,
  action,
  onRegister,
  onUpgrade,
  busy = false,
  defaultQuantity = 1,
  onQuantityChange,
  fallbackImage,
  formatDate = formatEventDate,
  formatTime = formatEventTime,
  formatMode = (mode) => mode,
  formatZone = (iso) => eventZoneName(iso),
  memberTime,
  labels: labelOverrides,
  confirmDialog,
}: EventDetailsProps) {
  const labels = { ...defaultEventDetailsLabels, ...labelOverrides };
  const [quantity, setQuantity] = useState(Math.max(1, defaultQuantity));
  const [confirming, setConfirming] = useState(false);
  const image = event.image ?? fallbackImage ?? eventPlaceholderImage(event.eventCategory);
  const required = event.packages[0];
  const ownTime = memberTime?.(event.startTime, event.endTime);
  // Seats left: null is unlimited; the stepper stops there.
  const max = event.quantity !== null && event.quantity > 0 ? event.quantity : undefined;

  const changeQuantity = (next: number) => {
    const value = Math.max(1, next);
    setQuantity(value);
    onQuantityChange?.(value);
  };

  return (
    <DetailLayout $split={[5, 6]}>
      {image && <DetailCover src={image} alt="" />}
      <Summary>
        <h1 dir="auto">{event.name}</h1>
        <Facts>
          <div>
            <dt>{labels.category}</dt>
            <dd>{event.eventCategory ?? labels.noCategory}</dd>
          </div>
          <div>
            <dt>{labels.mode}</dt>
            <dd>{formatMode(event.eventMode)}</dd>
          </div>
          <div>
            <dt>{labels.start}</dt>
            <dd>
              <LtrText>{`${formatDate(event.startTime)} ${formatTime(event.startTime)} ${formatZone(event.startTime)}`}</LtrText>
            </dd>
          </div>
          <div>
            <dt>{labels.end}</dt>
            <dd>
              <LtrText>{`${formatDate(event.endTime)} ${formatTime(event.endTime)} ${formatZone(event.endTime)}`}</LtrText>
              {ownTime && <MemberTime>{ownTime}</MemberTime>}
            </dd>
          </div>
          <div>
            <dt>{labels.fee}</dt>
            <dd>
              <Price amount={event.price} freeLabel={labels.free} />
            </dd>
          </div>
          {required && (
            <div>
              <dt>{labels.requiredPackage}</dt>
              <dd>
                <PackageBadge color={required.colour} size="md">
                  {required.name}
                </PackageBadge>
              </dd>
            </div>
          )}
        </Facts>
        <Actions>
          {action === 'register' && (
            <QuantityStepper
              label={labels.quantity}
              value={quantity}
              min={1}
              max={max}
              onChange={changeQuantity}
              disabled={busy}
            />
          )}
          {action === 'register' && (
            <Button size="lg" busy={busy} busyLabel={labels.busy} onClick={() => setConfirming(true)}>
              {labels.register}
            </Button>
          )}
          {action === 'registered' && (
            <Button size="lg" disabled>
              {labels.registered}
            </Button>
          )}
          {action === 'upgrade' && (
            <Button size="lg" onClick={onUpgrade}>
              {labels.upgrade}
            </Button>
          )}
        </Actions>
      </Summary>
      <Section aria-label={labels.description}>
        <h2>{labels.description}</h2>
        <RichText html={event.description} dir="auto" />
      </Section>
      <PeopleSection
        title={labels.speakers}
        people={event.speakers.filter((person) => person.role === 'speaker')}
        profileLabel={labels.professionalProfile}
      />
      <PeopleSection
        title={labels.moderators}
        people={event.speakers.filter((person) => person.role === 'moderator')}
        profileLabel={labels.professionalProfile}
      />
      <RegisterConfirmDialog
        {...confirmDialog}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRegister(quantity);
        }}
      />
    </DetailLayout>
  );
}
