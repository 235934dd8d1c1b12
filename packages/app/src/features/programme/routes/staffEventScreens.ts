import type { Schema } from '@wellness/api';

import { packages } from '../../../test/screen/fixtures';

export const packageList = packages;

const base: Schema<'StaffEvent'> = {
  uuid: '9c1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40',
  id: 41,
  name: 'Breathing for beginners',
  description: '<p>Slow breaths, calm mind: a first hour of breathing practice.</p>',
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
      description: 'Twenty years of breathing clinics.',
      linkedInProfile: 'https://example.org/ada',
      image: null,
    },
    {
      name: 'Sam Ortiz',
      role: 'moderator',
      designation: null,
      description: null,
      linkedInProfile: null,
      image: null,
    },
  ],
  packageUuid: packages[0]!.uuid,
  packageName: 'Starter',
  capacity: 40,
  seatsTaken: 3,
  status: 'upcoming',
  registrations: 2,
  paidRegistrations: 2,
  cancelReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

export const screenEvents: Schema<'StaffEvent'>[] = [
  base,
  {
    ...base,
    uuid: '9c1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d41',
    id: 42,
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
];

export const screenRegistrants: Schema<'StaffRegistrant'>[] = [
  {
    uuid: '9d1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40',
    name: 'Amira Haddad',
    email: 'amira.haddad@example.com',
    quantity: 2,
    isActive: true,
    paid: 40,
    coupon: null,
    registeredAt: '2026-11-25T16:00:00.000Z',
    attendedAt: null,
  },
  {
    uuid: '9d1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d41',
    name: 'Elif Yılmaz',
    email: 'elif.yilmaz@example.com',
    quantity: 1,
    isActive: true,
    paid: 15,
    coupon: 'WELL25',
    registeredAt: '2026-11-26T09:30:00.000Z',
    attendedAt: '2026-12-11T02:05:00.000Z',
  },
];
