// @vitest-environment node
// The build renders the pages in Node (build/prerender.ts runs renderPage there): so do these tests.
import { describe, expect, it } from 'vitest';
import { matchOpenRoute, openRoutes } from '../../app/openRoutes';
import { PLACEHOLDER_TOKEN } from '../../features/verifyEmail/flows';
import type { Locale } from '../../i18n/languages';
import { addressOf, prerenderedPages, type PrerenderedPage } from '../pages';
import { renderPage } from '../renderPage';

const page = (name: string): PrerenderedPage => prerenderedPages.find((entry) => entry.name === name)!;

/** The page's module, as the build names it (`source`) and the route loads it. */
const modules = import.meta.glob<{ Component: unknown }>('../../features/*/routes/*Page.tsx');

describe('the prerendered pages (pages.ts)', () => {
  it('are every open page (app/openRoutes.ts), each from its route module', async () => {
    const covered = new Set<string>();
    for (const entry of prerenderedPages) {
      const match = matchOpenRoute(addressOf(entry, 'a-token'));
      expect(match, entry.path).not.toBeNull();
      expect(`/${match!.route.path}`.toLowerCase()).toBe(entry.path.toLowerCase());
      covered.add(match!.route.path);
      const module = modules[`../../${entry.source}`];
      expect(module, entry.source).toBeDefined();
      expect((await match!.route.load()).Component).toBe((await module!()).Component);
    }
    expect([...covered].sort()).toEqual(openRoutes.map((route) => route.path).sort());
  });

  it("render a mailed link's page from an address with the token in place, or the placeholder's own", () => {
    expect(addressOf(page('reset-password'), 'abc')).toBe('/reset/abc');
    expect(addressOf(page('verify-email-token'), 'a/b')).toBe('/verify/email/a%2Fb');
    const placeholder = addressOf(page('verify-email-placeholder'), 'abc');
    expect(placeholder).toBe('/verify/email/%3Atoken');
    expect(matchOpenRoute(placeholder)?.params).toEqual({ token: PLACEHOLDER_TOKEN });
  });
});

/** The markup the build writes for `address` in `locale` (renderPage, as build/prerender.ts calls it). */
async function prerendered(address: string, locale: Locale = 'en') {
  return renderPage(address, locale);
}

describe("a mailed link's page does not depend on the token", () => {
  it.each(['reset-password', 'verify-email-token'])('%s', async (name) => {
    const entry = page(name);
    const [first, second] = await Promise.all([
      prerendered(addressOf(entry, 'eyJhbGciOiJIUzI1NiJ9.e30.sig')),
      prerendered(addressOf(entry, 'other~token')),
    ]);
    expect(second.html).toBe(first.html);
    expect(second.styleTags).toBe(first.styleTags);
  });

  it('the verification page is its first state, "verifying"; the placeholder is the notice', async () => {
    const verifying = await prerendered('/verify/email/abc', 'ar');
    expect(verifying.dir).toBe('rtl');
    expect(verifying.html).toContain('جارٍ تأكيد عنوان بريدك الإلكتروني...');
    const notice = await prerendered('/verify/email');
    expect(notice.html).toContain('Your account has been created');
    expect((await prerendered('/verify/email/%3Atoken')).html).toBe(notice.html);
    expect((await prerendered('/verification')).html).toBe(notice.html);
  });

  it('the reset page is its empty form', async () => {
    const { html } = await prerendered('/reset/abc');
    expect(html).toContain('Reset Password');
    expect(html).toContain('New Password');
    expect(html).not.toContain('abc');
  });
});
