import type { Schema } from '@wellness/api';

/**
 * What the member may do with a package, as the server decides it (`GET /user/package/list`): select it, cancel it
 * (the paid package held), current (the free package held) or none.
 */
export type PackageAction = Schema<'PackageAction'>;

/**
 * The fields of a membership package the package screens show. The API's `Package` (and the lists
 * of `GET /user/package/list`) fits as it is; only these fields are read.
 */
export interface MembershipPackage {
  uuid: string;
  name: string;
  /** The package's colour from the data (#RRGGBB or #RGB). */
  colour: string;
  /** Dollars per year; 0 means free (Starter). */
  annualCost: number;
  benefits: readonly string[];
  /** The server's word on what the member may do with it; none when absent. */
  action?: PackageAction;
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The package colour when it is a hex value that contrast maths can read, else undefined. */
export function packageHexColour(colour: string): string | undefined {
  const trimmed = colour.trim();
  return HEX_COLOUR.test(trimmed) ? trimmed : undefined;
}
