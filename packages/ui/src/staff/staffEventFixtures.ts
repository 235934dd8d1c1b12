import type { Schema } from '@wellness/api';

type StaffEvent = Schema<'StaffEvent'>;
type StaffRegistrant = Schema<'StaffRegistrant'>;

const base: StaffEvent = {
  uuid: '00000000-0000-4000-8000-000000000101',
  id: 101,
  name: 'Breathing for beginners',
  description: '<p>Slow breaths, calm mind.</p>',
  translations: {
    tr: { name: 'Yeni başlayanlar için nefes', description: '<p>Yavaş nefes, sakin zihin.</p>' },
    ar: { name: 'التنفس للمبتدئين', description: '<p>أنفاس بطيئة وعقل هادئ.</p>' },
  },
  image: null,
  eventCategory: 'Lifestyle',
  eventMode: 'Online',
  startTime: '2026-12-11T02:00:00.000Z',
  endTime: '2026-12-11T03:00:00.000Z',
  price: 20,
  allowRegistration: true,
  speakers: [
    {
      name: 'Dr. Ada Lane',
      role: 'speaker',
      designation: 'Pulmonologist',
      description: null,
      linkedInProfile: null,
      image: null,
    },
  ],
  packageUuid: '00000000-0000-4000-8000-00000000000a',
  packageName: 'Starter',
  capacity: 40,
  seatsTaken: 12,
  status: 'upcoming',
  registrations: 9,
  paidRegistrations: 9,
  cancelReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

export const staffEvents: StaffEvent[] = [
  base,
  {
    ...base,
    uuid: '00000000-0000-4000-8000-000000000102',
    id: 102,
    name: 'Heart health for runners',
    status: 'draft',
    price: 0,
    capacity: null,
    seatsTaken: 0,
    registrations: 0,
    paidRegistrations: 0,
    startTime: '2026-12-15T17:00:00.000Z',
    endTime: '2026-12-15T18:30:00.000Z',
  },
  {
    ...base,
    uuid: '00000000-0000-4000-8000-000000000103',
    id: 103,
    name: 'Diabetes and the holidays',
    status: 'cancelled',
    cancelReason: 'The speaker is ill',
    seatsTaken: 0,
    registrations: 0,
    startTime: '2026-12-01T17:00:00.000Z',
    endTime: '2026-12-01T18:00:00.000Z',
  },
];

export const staffRegistrants: StaffRegistrant[] = [
  {
    uuid: '00000000-0000-4000-8000-000000000201',
    name: 'Alex Morgan',
    email: 'alex@example.com',
    quantity: 2,
    isActive: true,
    paid: 40,
    coupon: null,
    registeredAt: '2026-11-25T16:00:00.000Z',
    attendedAt: null,
  },
  {
    uuid: '00000000-0000-4000-8000-000000000202',
    name: 'Priya Shah',
    email: 'priya@example.com',
    quantity: 1,
    isActive: true,
    paid: 15,
    coupon: 'WELL25',
    registeredAt: '2026-11-26T09:30:00.000Z',
    attendedAt: '2026-12-11T02:05:00.000Z',
  },
  {
    uuid: '00000000-0000-4000-8000-000000000203',
    name: null,
    email: 'omar@example.com',
    quantity: 1,
    isActive: false,
    paid: 20,
    coupon: null,
    registeredAt: '2026-11-27T12:00:00.000Z',
    attendedAt: null,
  },
];
