/** Fixed story partners and country choices: committed images only. */
import { placeholderImages } from '../assets';
import type { PartnerDetailsPartner } from './PartnerDetails';

const names: [string, 0 | 1 | 2, string | null][] = [
  ['Green Leaf Organics', 0, placeholderImages.healthyFood.src],
  ['Calm Waters Day Spa', 1, placeholderImages.meditation.src],
  ['Peak Performance Training & Equipment Worldwide', 2, placeholderImages.yoga.src],
  ['Stride Physiotherapy Clinics', 1, null],
  ['Herbal Harmony Tea House', 0, placeholderImages.herbalTea.src],
  ['Trailhead Walking Club', 2, placeholderImages.natureWalk.src],
];

export const storyPartners: PartnerDetailsPartner[] = names.map(([name, type, logo], index) => ({
  uuid: `00000000-0000-4000-8000-0000000000${String(index + 1).padStart(2, '0')}`,
  name,
  type,
  logo,
  link: 'https://partner.example.com',
  description: `${name} works with our community.\nMembers get a warm welcome and honest advice.`,
}));

/** 30 partners: two pages of 24. */
export const manyStoryPartners: PartnerDetailsPartner[] = Array.from({ length: 30 }, (_, index) => ({
  ...storyPartners[index % storyPartners.length]!,
  uuid: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
  name: `${storyPartners[index % storyPartners.length]!.name} ${index + 1}`,
}));

export const storyCountryCodes = [
  { value: '+1', label: 'United States (+1)' },
  { value: '+91', label: 'India (+91)' },
  { value: '+90', label: 'Turkey (+90)' },
];

export const storyCountries = [
  { value: 'United States', label: 'United States' },
  { value: 'India', label: 'India' },
  { value: 'Turkey', label: 'Turkey' },
];

/** A real (1×1) PNG, and an HTML page named .png. */
export const pngLogo = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'logo.png',
    { type: 'image/png' },
  );
export const htmlNamedPng = () =>
  new File(['<!doctype html><script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
