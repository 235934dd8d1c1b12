import type { SelectOption } from '../../components/Select';

/** Fixed example data for stories (the app loads the real lists). */
export const exampleCountries: SelectOption[] = [
  { value: 'Brazil', label: 'Brazil' },
  { value: 'Canada', label: 'Canada' },
  { value: 'India', label: 'India' },
  { value: 'Türkiye', label: 'Türkiye' },
  { value: 'United States', label: 'United States' },
];

/** United States first and India second, the rest alphabetical (§9). */
export const exampleCountryCodes: SelectOption[] = [
  { value: '+1', label: 'United States (+1)' },
  { value: '+91', label: 'India (+91)' },
  { value: '+55', label: 'Brazil (+55)' },
  { value: '+90', label: 'Türkiye (+90)' },
];
