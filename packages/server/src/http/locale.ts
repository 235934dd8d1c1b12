import { localeFromHeader, type Locale } from '../services/locale.js';
import type { ApiRequest } from './types.js';

/** The caller's language from its `Accept-Language` header (openapi.yaml's AcceptLanguage); English by default. */
export function localeOf(request: Pick<ApiRequest, 'raw'>): Locale {
  return localeFromHeader(request.raw.headers['accept-language']);
}
