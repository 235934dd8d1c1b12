/**
 * Which part of the catalogs a catalog file belongs to. The open pages' words (app-wide words, among them those
 * any page may show: loading, error, not found, toasts; the session's; those of the sign-in, sign-up, password and
 * verification screens) are the `public` part, loaded at start; every other feature's words (the member shell's
 * toolbar, navigation and settings too) are the `member` part, loaded when a route beyond the open pages loads.
 * Each part is one file per language in the build (vite.config.ts), its messages precompiled.
 */
export type CatalogPart = 'public' | 'member';

const PUBLIC_CATALOGS =
  /(^\.[\\/]locales|[\\/]i18n[\\/]locales|[\\/]features[\\/](session|login|signup|passwordReset|verifyEmail|phoneCode)[\\/]messages)[\\/][a-z]+\.json$/;

/** `path`: a catalog file's path, absolute (the build) or as catalogs.ts globs it (`./locales/en.json`). */
export function catalogPart(path: string): CatalogPart {
  return PUBLIC_CATALOGS.test(path) ? 'public' : 'member';
}
