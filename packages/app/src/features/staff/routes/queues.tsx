import type { IntlShape } from 'react-intl';
import type { StaffQueueColumn } from '@wellness/ui/staff';
import { categoryMessageId } from '../../events/paths';
import { heroCategoryLabel, heroWord } from '../../heroes/heroWords';
import type { QueueRows } from '../api';

type T = (id: string, values?: Record<string, string>) => string;

/** MM-DD-YYYY hh:mm a (§9), in the browser's time zone. */
export function requestedAt(iso: string) {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())} ${
    d.getHours() < 12 ? 'AM' : 'PM'
  }`;
}

/**
 * Data (names, e-mails, places) keeps its own direction inside an Arabic page: each value is isolated with
 * <bdi>, and dates and times stay left to right ('11-22-2026 08:45 AM', not 'AM 08:45').
 */
const memberName = (member: { name: string | null; email: string }) => (
  <bdi>{member.name ?? member.email}</bdi>
);
/** A date and time: each part left to right and unbroken ('11-24-2026' never splits at its hyphens). */
const ltr = (text: string) => {
  const [date, ...time] = text.split(' ');
  return (
    <>
      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </span>{' '}
      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {time.join(' ')}
      </span>
    </>
  );
};
const category = (intl: IntlShape, value: string) =>
  intl.formatMessage({ id: categoryMessageId(value), defaultMessage: value });

export const wsgRequestColumns = (t: T): StaffQueueColumn<QueueRows['wsgRequests']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  { id: 'email', header: t('app.staff.column.email'), cell: (r) => <bdi>{r.member.email}</bdi> },
  {
    id: 'group',
    header: t('app.staff.column.group'),
    sortable: true,
    cell: (r) => <bdi>{r.group.name}</bdi>,
  },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => ltr(requestedAt(r.requestedAt)),
  },
];

export const sessionColumns = (t: T): StaffQueueColumn<QueueRows['sessions']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  {
    id: 'healthHero',
    header: t('app.staff.column.healthHero'),
    sortable: true,
    cell: (r) => <bdi>{r.healthHero.name}</bdi>,
  },
  {
    id: 'sessionDate',
    header: t('app.staff.column.session'),
    sortable: true,
    cell: (r) =>
      ltr(
        `${r.sessionDate.slice(5, 7)}-${r.sessionDate.slice(8, 10)}-${r.sessionDate.slice(0, 4)} ${r.sessionTime}`,
      ),
  },
  { id: 'purpose', header: t('app.staff.column.purpose'), cell: (r) => <bdi>{r.sessionPurpose}</bdi> },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => ltr(requestedAt(r.requestedAt)),
  },
];

export const applicationColumns = (t: T, intl: IntlShape): StaffQueueColumn<QueueRows['applications']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  {
    id: 'category',
    header: t('app.staff.column.category'),
    sortable: true,
    cell: (r) => heroCategoryLabel(intl, r.category),
  },
  {
    id: 'details',
    header: t('app.staff.column.details'),
    cell: (r) =>
      t('app.staff.application.details', {
        ageGroup: heroWord(intl, 'age', r.ageGroup),
        hours: String(r.numberOfHours),
        channel: heroWord(intl, 'channel', r.mentoringChannel),
        areas: r.areaOfMentoring.map((area) => category(intl, area)).join(intl.locale === 'ar' ? '، ' : ', '),
      }),
  },
  {
    id: 'files',
    header: t('app.staff.column.files'),
    cell: (r) => (
      <>
        <a href={r.uploadStory} download>
          {t('app.staff.files.story')}
        </a>
        {r.uploadDocuments && (
          <>
            {' · '}
            <a href={r.uploadDocuments} download>
              {t('app.staff.files.documents')}
            </a>
          </>
        )}
      </>
    ),
  },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => ltr(requestedAt(r.createdAt)),
  },
];

export const proposalColumns = (t: T, intl: IntlShape): StaffQueueColumn<QueueRows['proposals']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  {
    id: 'groupName',
    header: t('app.staff.column.groupName'),
    sortable: true,
    cell: (r) => <bdi>{r.groupName}</bdi>,
  },
  {
    id: 'groupCategory',
    header: t('app.staff.column.category'),
    sortable: true,
    cell: (r) => category(intl, r.groupCategory),
  },
  {
    id: 'location',
    header: t('app.staff.column.location'),
    cell: (r) => <bdi>{`${r.city}, ${r.state}`}</bdi>,
  },
  { id: 'members', header: t('app.staff.column.members'), cell: (r) => r.numberOfMembers ?? '—' },
  {
    id: 'membershipLevel',
    header: t('app.staff.column.membershipLevel'),
    cell: (r) => (r.membershipLevel ? <bdi>{r.membershipLevel.name}</bdi> : '—'),
  },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => ltr(requestedAt(r.requestedAt)),
  },
];

const PARTNER_TYPE_IDS = ['product', 'service', 'both'] as const;
const place = (r: { city: string; country: string }) => <bdi>{`${r.city}, ${r.country}`}</bdi>;

export const partnerApplicationColumns = (t: T): StaffQueueColumn<QueueRows['partnerApplications']>[] => [
  { id: 'name', header: t('app.staff.column.business'), sortable: true, cell: (r) => <bdi>{r.name}</bdi> },
  {
    id: 'type',
    header: t('app.staff.column.type'),
    sortable: true,
    cell: (r) => t(`app.partners.type.${PARTNER_TYPE_IDS[r.type]}`),
  },
  {
    id: 'contact',
    header: t('app.staff.column.contact'),
    cell: (r) => <bdi>{`${r.emailId} · ${r.countryCode} ${r.phoneNumber}`}</bdi>,
  },
  { id: 'location', header: t('app.staff.column.location'), cell: place },
  {
    id: 'website',
    header: t('app.staff.column.website'),
    cell: (r) => (
      <>
        <a href={r.link} target="_blank" rel="noopener noreferrer">
          {r.link.replace(/^https?:\/\//, '')}
        </a>
        {' · '}
        <a href={r.logo} target="_blank" rel="noopener noreferrer">
          {t('app.staff.files.logo')}
        </a>
      </>
    ),
  },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => ltr(requestedAt(r.createdAt)),
  },
];

/** Never a bank detail: the server answers only whether any were given. */
export const vendorApplicationColumns = (t: T): StaffQueueColumn<QueueRows['vendorApplications']>[] => [
  {
    id: 'name',
    header: t('app.staff.column.applicant'),
    sortable: true,
    cell: (r) => <bdi>{`${r.first_name} ${r.last_name}`}</bdi>,
  },
  {
    id: 'store',
    header: t('app.staff.column.store'),
    sortable: true,
    cell: (r) => <bdi>{r.store_name}</bdi>,
  },
  {
    id: 'contact',
    header: t('app.staff.column.contact'),
    cell: (r) => <bdi>{`${r.email} · ${r.countryCode} ${r.phone}`}</bdi>,
  },
  { id: 'location', header: t('app.staff.column.location'), cell: place },
  {
    id: 'payout',
    header: t('app.staff.column.payout'),
    cell: (r) => t(r.hasPayoutDetails ? 'app.staff.payout.given' : 'app.staff.payout.none'),
  },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => ltr(requestedAt(r.createdAt)),
  },
];
