import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What every answer of the JSON API carries instead of a page's headers (OWASP REST Security Cheat Sheet, "Security
 * headers"): an answer is data, never a document, so it may load nothing and be framed by no page (CSP
 * `default-src 'none'; frame-ancestors 'none'`, X-Frame-Options for older browsers), is never sniffed as another
 * type, cannot be read by another site's page through a no-cors request (CORP), and sends no Referer. HSTS is the
 * pages' own (production only). What helmet adds for HTML pages (a CSP listing the app's sources, DNS prefetch,
 * IE's download and XSS-filter switches, Flash/PDF cross-domain policies, origin-keyed agent clusters, the opener
 * policy) has no effect on a JSON answer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});

interface SecurityHeaderSets {
  /** Every answer that is not the API's (the app's pages and files, uploads, media): helmet's set. */
  page: Record<string, string>;
  /** The API's answers (`isApi`): API_SECURITY_HEADERS, with the pages' HSTS when it is sent. */
  api: Record<string, string>;
  /**
   * Puts the headers for `url` on a reply that did not go through the hooks (Fastify's framework errors, such as a
   * URL that cannot be decoded, are answered before any hook runs).
   */
  apply(url: string, reply: FastifyReply): void;
}

/**
 * Security headers on every answer, both sets made once at start. Our helmet options are the same for every request
 * (no nonce, no function directive), so helmet runs once and its headers are kept: @fastify/helmet would build
 * helmet's whole middleware again on every request (parsing the CSP directives each time). An API answer gets its
 * own, shorter set through Fastify's reply headers (one object handed to Node's writeHead); a page keeps helmet's
 * on the raw response, as helmet itself sets them, so a route may still replace one (uploads set their own CSP).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  isApi: (url: string) => boolean,
): SecurityHeaderSets {
  const page: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      page[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  const hsts = page['strict-transport-security'];
  const api = { ...API_SECURITY_HEADERS, ...(hsts ? { 'strict-transport-security': hsts } : {}) };
  const pageEntries = Object.entries(page);
  const apply = (url: string, reply: FastifyReply) => {
    if (isApi(url)) reply.headers(api);
    else for (const [name, value] of pageEntries) reply.raw.setHeader(name, value);
  };
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.url, reply);
    done();
  });
  return { page, api, apply };
}
