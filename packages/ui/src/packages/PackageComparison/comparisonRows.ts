/** One line of the comparison: a feature and what each package gives, keyed by package name. */
export interface ComparisonRow {
  id: string;
  label: string;
  /** Keyed by package name in lower case ('starter', 'explorer', 'champion'); absent means not included. */
  values: Readonly<Record<string, string>>;
}

/** The discounts and newsletters of spec §9, in English (the app passes translated rows). */
export const membershipComparisonRows: readonly ComparisonRow[] = [
  {
    id: 'courses',
    label: 'Discount on micro learning and periodic wellness courses',
    values: { starter: '0%', explorer: '10%', champion: '20%' },
  },
  {
    id: 'retreats',
    label: 'Discount on retreats and food camps',
    values: { starter: '0%', explorer: '20%', champion: '30%' },
  },
  {
    id: 'lifestyle',
    label: 'Discount on the wellness lifestyle session',
    values: { starter: '0%', champion: '50%' },
  },
  {
    id: 'newsletters',
    label: 'Newsletters',
    values: { starter: '1 free orientation', explorer: '2', champion: '4' },
  },
];
