/**
 * Which part of the catalogs a catalog file belongs to. The open pages' words (app-wide words, the shell's, the
 * session's and those of the sign-in, sign-up, password and verification screens) are the `public` part, loaded
 * at start; every other feature's words are the `member` part, loaded when a route beyond the open pages loads.
 * Each part is one file per language in the build (vite.config.ts), its messages precompiled.
 */
export type CatalogPart = 'public' | 'member';

const PUBLIC_CATALOGS =
  /(^\.[\\/]locales|[\\/]i18n[\\/]locales|[\\/]features[\\/](shell|session|login|signup|passwordReset|verifyEmail|phoneCode)[\\/]messages)[\\/][a-z]+\.json$/;

/** `path`: a catalog file's path, absolute (the build) or as catalogs.ts globs it (`./locales/en.json`). */
export function catalogPart(path: string): CatalogPart {
  return PUBLIC_CATALOGS.test(path) ? 'public' : 'member';
}
