import type { StaffQueueColumn } from '@wellness/ui/staff';
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

const memberName = (member: { name: string | null; email: string }) => member.name ?? member.email;

export const wsgRequestColumns = (t: T): StaffQueueColumn<QueueRows['wsgRequests']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  { id: 'email', header: t('app.staff.column.email'), cell: (r) => r.member.email },
  { id: 'group', header: t('app.staff.column.group'), sortable: true, cell: (r) => r.group.name },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => requestedAt(r.requestedAt),
  },
];

export const sessionColumns = (t: T): StaffQueueColumn<QueueRows['sessions']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  {
    id: 'healthHero',
    header: t('app.staff.column.healthHero'),
    sortable: true,
    cell: (r) => r.healthHero.name,
  },
  {
    id: 'sessionDate',
    header: t('app.staff.column.session'),
    sortable: true,
    cell: (r) =>
      `${r.sessionDate.slice(5, 7)}-${r.sessionDate.slice(8, 10)}-${r.sessionDate.slice(0, 4)} ${r.sessionTime}`,
  },
  { id: 'purpose', header: t('app.staff.column.purpose'), cell: (r) => r.sessionPurpose },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => requestedAt(r.requestedAt),
  },
];

export const applicationColumns = (t: T): StaffQueueColumn<QueueRows['applications']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  { id: 'category', header: t('app.staff.column.category'), sortable: true, cell: (r) => r.category },
  {
    id: 'details',
    header: t('app.staff.column.details'),
    cell: (r) =>
      t('app.staff.application.details', {
        ageGroup: r.ageGroup,
        hours: String(r.numberOfHours),
        channel: r.mentoringChannel,
        areas: r.areaOfMentoring.join(', '),
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
    cell: (r) => requestedAt(r.createdAt),
  },
];

export const proposalColumns = (t: T): StaffQueueColumn<QueueRows['proposals']>[] => [
  { id: 'member', header: t('app.staff.column.member'), sortable: true, cell: (r) => memberName(r.member) },
  { id: 'groupName', header: t('app.staff.column.groupName'), sortable: true, cell: (r) => r.groupName },
  {
    id: 'groupCategory',
    header: t('app.staff.column.category'),
    sortable: true,
    cell: (r) => r.groupCategory,
  },
  { id: 'location', header: t('app.staff.column.location'), cell: (r) => `${r.city}, ${r.state}` },
  { id: 'members', header: t('app.staff.column.members'), cell: (r) => r.numberOfMembers ?? '—' },
  {
    id: 'membershipLevel',
    header: t('app.staff.column.membershipLevel'),
    cell: (r) => r.membershipLevel?.name ?? '—',
  },
  {
    id: 'requestedAt',
    header: t('app.staff.column.requestedAt'),
    sortable: true,
    cell: (r) => requestedAt(r.requestedAt),
  },
];

const PARTNER_TYPE_IDS = ['product', 'service', 'both'] as const;
const place = (r: { city: string; country: string }) => `${r.city}, ${r.country}`;

export const partnerApplicationColumns = (t: T): StaffQueueColumn<QueueRows['partnerApplications']>[] => [
  { id: 'name', header: t('app.staff.column.business'), sortable: true, cell: (r) => r.name },
  {
    id: 'type',
    header: t('app.staff.column.type'),
    sortable: true,
    cell: (r) => t(`app.partners.type.${PARTNER_TYPE_IDS[r.type]}`),
  },
  {
    id: 'contact',
    header: t('app.staff.column.contact'),
    cell: (r) => `${r.emailId} · ${r.countryCode} ${r.phoneNumber}`,
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
    cell: (r) => requestedAt(r.createdAt),
  },
];

/** Never a bank detail: the server answers only whether any were given. */
export const vendorApplicationColumns = (t: T): StaffQueueColumn<QueueRows['vendorApplications']>[] => [
  {
    id: 'name',
    header: t('app.staff.column.applicant'),
    sortable: true,
    cell: (r) => `${r.first_name} ${r.last_name}`,
  },
  { id: 'store', header: t('app.staff.column.store'), sortable: true, cell: (r) => r.store_name },
  {
    id: 'contact',
    header: t('app.staff.column.contact'),
    cell: (r) => `${r.email} · ${r.countryCode} ${r.phone}`,
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
    cell: (r) => requestedAt(r.createdAt),
  },
];
