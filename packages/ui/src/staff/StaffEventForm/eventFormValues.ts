import type { Schema } from '@wellness/api';
import { enumValues } from '@wellness/api/rules';
import { EVENT_TIME_ZONE } from '../../components/eventDates';
import { dateTimeFormat } from '../../components/intlFormats';

type StaffEvent = Schema<'StaffEvent'>;
type StaffEventRequest = Schema<'StaffEventRequest'>;
type EventMode = Schema<'EventMode'>;
type EventCategory = Schema<'EventCategory'>;

export interface SpeakerValues {
  name?: string;
  role: 'speaker' | 'moderator';
  designation?: string;
  description?: string;
  linkedInProfile?: string;
  image?: string | null;
}

/** The event form's values: every text as typed, times as the browser's local date-time fields. */
export interface StaffEventFormValues {
  name?: string;
  nameTr?: string;
  nameAr?: string;
  description?: string;
  descriptionTr?: string;
  descriptionAr?: string;
  eventCategory?: EventCategory | '';
  eventMode: EventMode;
  startsAt?: string;
  endsAt?: string;
  price?: string;
  capacity?: string;
  packageUuid?: string;
  allowRegistration: boolean;
  image?: string | null;
  speakers: SpeakerValues[];
}

export interface StaffEventFormMessages {
  required: string;
  endBeforeStart: string;
  priceInvalid: string;
  capacityInvalid: string;
  linkInvalid: string;
}

export const eventModes = enumValues.EventMode;
export const eventCategories = enumValues.EventCategory;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The wall time of an instant in the events' zone (Pacific, §9), as a datetime-local value. */
function wallTime(date: Date) {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat('en-US', {
    timeZone: EVENT_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date))
    p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** An instant as the form's field value: its wall time in Pacific Time, as members read it. */
export const toLocalInput = (iso: string) => wallTime(new Date(iso));

/** A Pacific wall time from the form as an instant (the offset found by comparing, so DST is right). */
export function fromLocalInput(value: string) {
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return '';
  let instant = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const shownAsUtc = Date.parse(`${wallTime(new Date(instant))}:00Z`);
    instant += asUtc - shownAsUtc;
  }
  return new Date(instant).toISOString();
}

export const emptyEventValues: StaffEventFormValues = {
  eventMode: 'Online',
  allowRegistration: true,
  speakers: [],
  eventCategory: '',
  image: null,
};

export function fromStaffEvent(event: StaffEvent): StaffEventFormValues {
  return {
    name: event.name,
    nameTr: event.translations.tr.name,
    nameAr: event.translations.ar.name,
    description: event.description,
    descriptionTr: event.translations.tr.description,
    descriptionAr: event.translations.ar.description,
    eventCategory: event.eventCategory ?? '',
    eventMode: (eventModes as readonly string[]).includes(event.eventMode)
      ? (event.eventMode as EventMode)
      : 'Online',
    startsAt: toLocalInput(event.startTime),
    endsAt: toLocalInput(event.endTime),
    price: String(event.price),
    capacity: event.capacity === null ? '' : String(event.capacity),
    packageUuid: event.packageUuid ?? '',
    allowRegistration: event.allowRegistration,
    image: event.image,
    speakers: event.speakers.map((s) => ({
      name: s.name,
      role: s.role,
      designation: s.designation ?? '',
      description: s.description ?? '',
      linkedInProfile: s.linkedInProfile ?? '',
      image: s.image,
    })),
  };
}

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;

/** One message per field (final-form's form-level validation); the server checks it all again. */
export function validateEventForm(values: StaffEventFormValues, messages: StaffEventFormMessages) {
  const errors: Record<string, unknown> = {};
  if (!text(values.name)) errors.name = messages.required;
  if (!text(values.packageUuid)) errors.packageUuid = messages.required;
  if (!values.startsAt) errors.startsAt = messages.required;
  if (!values.endsAt) errors.endsAt = messages.required;
  else if (values.startsAt && values.endsAt <= values.startsAt) errors.endsAt = messages.endBeforeStart;
  if (!PRICE.test(text(values.price))) errors.price = messages.priceInvalid;
  const capacity = text(values.capacity);
  if (capacity && (!WHOLE.test(capacity) || Number(capacity) < 1)) errors.capacity = messages.capacityInvalid;
  const speakers = values.speakers.map((s) => {
    const e: Record<string, string> = {};
    if (!text(s.name)) e.name = messages.required;
    if (text(s.linkedInProfile) && !/^https?:\/\//.test(text(s.linkedInProfile)))
      e.linkedInProfile = messages.linkInvalid;
    return e;
  });
  if (speakers.some((e) => Object.keys(e).length)) errors.speakers = speakers;
  return errors;
}

/** The form's values as the contract's request (POST, or PATCH with every field). */
export function toEventRequest(
  values: StaffEventFormValues,
  status: StaffEventRequest['status'],
): StaffEventRequest {
  const nullable = (value: unknown) => text(value) || null;
  return {
    name: text(values.name),
    description: values.description?.trim() ?? '',
    translations: {
      tr: { name: text(values.nameTr), description: values.descriptionTr?.trim() ?? '' },
      ar: { name: text(values.nameAr), description: values.descriptionAr?.trim() ?? '' },
    },
    eventCategory: values.eventCategory || null,
    eventMode: values.eventMode,
    startTime: fromLocalInput(values.startsAt ?? ''),
    endTime: fromLocalInput(values.endsAt ?? ''),
    price: Number(text(values.price)),
    capacity: text(values.capacity) ? Number(text(values.capacity)) : null,
    packageUuid: text(values.packageUuid),
    allowRegistration: values.allowRegistration,
    image: values.image ?? null,
    speakers: values.speakers.map((s) => ({
      name: text(s.name),
      role: s.role,
      designation: nullable(s.designation),
      description: nullable(s.description),
      linkedInProfile: nullable(s.linkedInProfile),
      image: s.image ?? null,
    })),
    status,
  };
}
