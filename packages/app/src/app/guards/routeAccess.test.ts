import { describe, expect, it } from 'vitest';
import { authLists, isAuthorized, redirectTarget } from './routeAccess';

describe('route access (§5)', () => {
  it('opens a route without an auth list to everybody', () => {
    expect(isAuthorized(authLists.open, [])).toBe(true);
    expect(isAuthorized(authLists.open, ['user'])).toBe(true);
  });

  it('keeps an empty auth list for users without roles', () => {
    expect(isAuthorized(authLists.guestOnly, [])).toBe(true);
    expect(isAuthorized(authLists.guestOnly, ['user'])).toBe(false);
  });

  it('needs one matching role otherwise', () => {
    expect(isAuthorized(authLists.member, ['user'])).toBe(true);
    expect(isAuthorized(authLists.member, [])).toBe(false);
    expect(isAuthorized(['admin', 'user'], ['user'])).toBe(true);
    expect(isAuthorized(['admin'], ['user'])).toBe(false);
  });
});

describe('the page to return to after login', () => {
  it('is the page first asked for, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/profile', search: '?tab=1', hash: '#a' } })).toBe(
      '/profile?tab=1#a',
    );
  });

  it('is /dashboard when nothing was asked for or the request makes no sense', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: 'https://evil.example/' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '//evil.example/' } })).toBe('/dashboard');
  });
});
