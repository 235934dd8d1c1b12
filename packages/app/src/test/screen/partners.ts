/** Partner businesses for the screen stories (fixed data; logos are small inline drawings, nothing loads). */
import type { Partner } from '@wellness/api';

/**
 * A mark without text: an SVG drawn as an image cannot use the page's self-hosted fonts, so letters would come out
 * in whatever `sans-serif` the machine has, and the screenshots would differ between machines. The ring's size
 * follows the partner's initials, so the logos still differ from each other.
 */
const logo = (background: string, letters: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#fff"/><circle cx="160" cy="90" r="62" fill="${background}"/><circle cx="160" cy="90" r="${18 + ((letters.charCodeAt(0) + letters.charCodeAt(1)) % 24)}" fill="none" stroke="#fff" stroke-width="10"/></svg>`,
  )}`;

const rows: [string, Partner['type'], string | null, string][] = [
  [
    'Calm Waters Day Spa',
    1,
    logo('#0F766E', 'CW'),
    'Massage, reflexology and hydrotherapy in three city-centre spas.',
  ],
  [
    'Green Leaf Organics',
    0,
    logo('#15803D', 'GL'),
    'Certified organic supplements and superfoods, made in small batches in Oregon.',
  ],
  [
    'Mat & Mind Studio Supplies',
    0,
    logo('#B45309', 'MM'),
    'Sustainable yoga mats, props and meditation cushions sewn by a family workshop.',
  ],
  [
    'MindSpace Counselling Collective',
    1,
    null,
    'Accredited counsellors offering in-person and online sessions in six languages.',
  ],
  [
    'Peak Performance Training & Equipment',
    2,
    logo('#1D4ED8', 'PP'),
    'Personal trainers and the home gym equipment they recommend, delivered and set up.',
  ],
  [
    'Stride Physiotherapy Clinics',
    1,
    logo('#BE123C', 'SP'),
    'Chartered physiotherapists for sports injuries, back pain and pregnancy care.',
  ],
  [
    'Vital Living Wellness Co.',
    2,
    logo('#7C3AED', 'VL'),
    'Nutrition coaching and the kitchen tools to go with it: juicers, sprouting kits and more.',
  ],
];

export const partners: Partner[] = rows.map(([name, type, image, description], index) => ({
  uuid: `b8000000-0000-4000-8000-00000000000${index + 1}`,
  name,
  type,
  logo: image,
  link: `https://${name.split(' ')[0]!.toLowerCase()}.example.com`,
  description,
  createdAt: '2026-10-01T09:00:00.000Z',
}));

/** 30 partners: two pages of 24. */
export const manyPartners: Partner[] = Array.from({ length: 30 }, (_, index) => ({
  ...partners[index % partners.length]!,
  uuid: `b8000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
  name: `${partners[index % partners.length]!.name} ${String(index + 1).padStart(2, '0')}`,
}));
