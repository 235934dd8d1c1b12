/**
 * Which part of the catalogs a catalog file belongs to. The open pages' words (app-wide words, among them those
 * any page may show: loading, error, not found, toasts; the session's; those of the sign-in, sign-up, password and
 * verification screens) are the `public` part, loaded at start; the staff console's pages' words are the `staff`
 * part, loaded with the console's shell only, so a member's first visit never downloads them; every other
 * feature's words (the shells' toolbar, navigation and settings too, among them the staff navigation's titles and
 * role names, which a staff member's own member pages show) are the `member` part, loaded when a route beyond the
 * open pages loads. Each part is one file per language in the build (vite.config.ts), its messages precompiled.
 */
export type CatalogPart = 'public' | 'member' | 'staff';

/** The features whose pages only the staff console shows (app/routes.tsx, under the staff shell). */
const STAFF_CATALOGS =
  /[\\/]features[\\/](audit|fulfilment|members|reports|reviews|team)[\\/]messages[\\/][a-z]+\.json$/;

const PUBLIC_CATALOGS =
  /(^\.[\\/]locales|[\\/]i18n[\\/]locales|[\\/]features[\\/](session|login|signup|passwordReset|verifyEmail|phoneCode)[\\/]messages)[\\/][a-z]+\.json$/;

/** `path`: a catalog file's path, absolute (the build) or as catalogs.ts globs it (`./locales/en.json`). */
export function catalogPart(path: string): CatalogPart {
  if (PUBLIC_CATALOGS.test(path)) return 'public';
  return STAFF_CATALOGS.test(path) ? 'staff' : 'member';
}
