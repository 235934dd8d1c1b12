import { placeholderImages } from '../assets';
import type { EventRegistration, Speaker, WellnessEvent } from '@wellness/api';

/** Fixed story data: ISO instants only, committed images only, so every screenshot is the same. */
const explorer = { uuid: 'pkg-explorer', name: 'Explorer', colour: '#2563EB', monthlyCost: 8.25 };
const champion = { uuid: 'pkg-champion', name: 'Champion', colour: '#B45309', monthlyCost: 16.58 };
const starter = { uuid: 'pkg-starter', name: 'Starter', colour: '#0F766E', monthlyCost: 0 };

export const speakers: Speaker[] = [
  {
    name: 'Dr. Amara Okafor',
    image: null,
    linkedInProfile: 'https://example.org/amara-okafor',
    designation: 'Cardiologist',
    description: 'Twenty years of helping people look after their hearts.',
    role: 'speaker',
  },
  {
    name: 'Leyla Demir',
    image: null,
    linkedInProfile: null,
    designation: 'Yoga teacher',
    description: null,
    role: 'speaker',
  },
  {
    name: 'Omar Haddad',
    image: null,
    linkedInProfile: 'https://example.org/omar-haddad',
    designation: 'Community lead',
    description: null,
    role: 'moderator',
  },
];

const base: Omit<WellnessEvent, 'uuid' | 'id' | 'name' | 'image'> = {
  eventCategory: 'Heart Health',
  eventMode: 'Online',
  startTime: '2026-04-03T17:30:00Z',
  endTime: '2026-04-03T19:00:00Z',
  price: 25,
  allowRegistration: true,
  description:
    '<p>A calm hour on <strong>keeping your heart healthy</strong>: food, movement and rest.</p><ul><li>Questions welcome</li><li>Notes shared afterwards</li></ul><script>alert(1)</script>',
  speakers,
  packages: [explorer],
  status: 'upcoming',
  quantity: null,
};

export const events: WellnessEvent[] = [
  { ...base, uuid: 'ev-1', id: 1, name: 'Heart Health Talk', image: placeholderImages.meditation.src },
  {
    ...base,
    uuid: 'ev-2',
    id: 2,
    name: 'Morning Yoga Flow',
    image: placeholderImages.yoga.src,
    eventCategory: 'Lifestyle',
    eventMode: 'In-Person',
    startTime: '2026-04-10T15:00:00Z',
    endTime: '2026-04-12T16:00:00Z',
    price: 0,
    packages: [starter],
  },
  {
    ...base,
    uuid: 'ev-3',
    id: 3,
    name: 'Eating Well with Diabetes',
    image: placeholderImages.healthyFood.src,
    eventCategory: 'Diabetes',
    eventMode: 'Hybrid',
    startTime: '2026-05-02T18:00:00Z',
    endTime: '2026-05-02T20:30:00Z',
    price: 40,
    packages: [champion],
  },
  {
    ...base,
    uuid: 'ev-4',
    id: 4,
    name: 'Herbal Tea Tasting',
    image: placeholderImages.herbalTea.src,
    eventCategory: null,
    eventMode: 'In-Person',
    startTime: '2026-05-20T21:00:00Z',
    endTime: '2026-05-20T22:00:00Z',
    price: 10,
    packages: [explorer],
  },
];

export const firstEvent = events[0]!;

const names = ['Heart Health Talk', 'Morning Yoga Flow', 'Eating Well with Diabetes', 'Herbal Tea Tasting'];
const modes = ['Online', 'In-Person', 'Hybrid'];
const pad = (n: number) => String(n).padStart(2, '0');

/** 12 registrations on fixed dates in April–June 2026; every fifth one was cancelled. */
export const registrations: EventRegistration[] = Array.from({ length: 12 }, (_, i) => {
  const month = 4 + Math.floor(i / 5);
  const day = ((i * 5) % 27) + 1;
  const start = `2026-${pad(month)}-${pad(day)}T${pad(15 + (i % 6))}:00:00Z`;
  const end = `2026-${pad(month)}-${pad(day)}T${pad(16 + (i % 6))}:30:00Z`;
  const source = events[i % events.length]!;
  return {
    uuid: `reg-${i + 1}`,
    eventUuid: `ev-${i + 1}`,
    quantity: 1 + (i % 3),
    isActive: i % 5 === 4 ? false : true,
    createdAt: '2026-03-01T10:00:00Z',
    event: {
      ...source,
      uuid: `ev-${i + 1}`,
      id: i + 1,
      name: `${names[i % names.length]!} ${i + 1}`,
      eventMode: modes[i % modes.length]!,
      startTime: start,
      endTime: end,
    },
  };
});
