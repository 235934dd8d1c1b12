import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@wellness/api/testing';
import type { MemberSettings, ShellSettings } from '@wellness/api';
import { startHarness } from '../../../test/sagaHarness';
import { member } from '../../../test/screen/fixtures';
import { loggedOut, signedIn, tokenRestored } from '../../session/slice';
import { settingsSaga } from '../saga';
import {
  defaultShellConfig,
  normaliseShellConfig,
  themePresetFrom,
  THEME_PRESET_PARAM,
} from '../shellSettings';
import { fontScaleChanged, initialSettings, settingsReducer, shellChanged, shortcutToggled } from '../slice';

const saved: ShellSettings = {
  ...defaultShellConfig,
  layout: 'horizontal',
  navbarStyle: 'tabbed',
  theme: { main: 'ocean', navbar: 'default', toolbar: 'default', footer: 'default' },
  colorScheme: 'dark',
  fontScale: 1.2,
};

const query = (json: string) => `?${THEME_PRESET_PARAM}=${encodeURIComponent(json)}`;

describe('theme settings preset through the query parameter (§2)', () => {
  it('applies the layout, navbar style and theme names it holds; the rest stays as it was', () => {
    const state = initialSettings(
      query('{"layout":"horizontalCentered","navbarStyle":"folded","theme":{"main":"plum"}}'),
    );
    expect(state.shell).toEqual({
      ...defaultShellConfig,
      layout: 'horizontalCentered',
      navbarStyle: 'folded',
      theme: { ...defaultShellConfig.theme, main: 'plum' },
    });
  });

  it('an unknown theme name falls back to the default; unknown layouts and styles are ignored', () => {
    const preset = themePresetFrom(
      query('{"layout":"diagonal","navbarStyle":9,"theme":{"main":"neon","navbar":"ocean"}}'),
    );
    expect(normaliseShellConfig(preset?.shell)).toEqual({
      ...defaultShellConfig,
      theme: { ...defaultShellConfig.theme, main: 'default', navbar: 'ocean' },
    });
  });

  it('invalid JSON, or JSON that is not an object, is ignored without an error', () => {
    for (const bad of ['{layout:', 'null', '[1,2]', '"vertical"', '']) {
      expect(themePresetFrom(query(bad))).toBeNull();
      expect(initialSettings(query(bad)).shell).toEqual(defaultShellConfig);
    }
    expect(initialSettings('?defaultSettings=%E0%A4%A').shell).toEqual(defaultShellConfig);
  });

  it('the colour scheme and font size can be preset too (the font size kept within 0.7–1.3)', () => {
    const state = initialSettings(query('{"colorScheme":"dark","fontScale":3}'));
    expect(state).toMatchObject({ colorScheme: 'dark', fontScale: 1.3 });
  });
});

describe('shortcuts', () => {
  it('a star toggles a page in and out of the shortcuts bar', () => {
    let state = settingsReducer(undefined, shortcutToggled('faq'));
    state = settingsReducer(state, shortcutToggled('wsg-all'));
    expect(state.shortcuts).toEqual(['faq', 'wsg-all']);
    expect(settingsReducer(state, shortcutToggled('faq')).shortcuts).toEqual(['wsg-all']);
  });
});

describe('settings kept in memory for a guest, saved to the profile for a member (§6)', () => {
  afterEach(() => vi.useRealTimers());

  it("a member's saved settings apply after sign-in, and changes are saved 300 ms after the last one", async () => {
    vi.useFakeTimers();
    const run = startHarness(settingsSaga, {
      routes: {
        'GET /user/settings': ok({ settings: saved, shortcuts: ['faq'] }),
        'PUT /user/settings': ({ body }) => ok(body as { settings: ShellSettings; shortcuts: string[] }),
      },
    });
    run.dispatch(signedIn({ token: 'token', user: member }));
    await run.until(() => run.state.settings.profileLoaded);
    expect(run.state.settings).toMatchObject({
      shell: { layout: 'horizontal', navbarStyle: 'tabbed', theme: { main: 'ocean' } },
      colorScheme: 'dark',
      fontScale: 1.2,
      shortcuts: ['faq'],
    });

    run.dispatch(shellChanged({ navbarStyle: 'tabbedDense' }));
    await vi.advanceTimersByTimeAsync(200);
    run.dispatch(fontScaleChanged(0.8));
    await vi.advanceTimersByTimeAsync(299);
    expect(run.fetch.callsTo('PUT /user/settings')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await run.until(() => run.fetch.callsTo('PUT /user/settings').length === 1);
    expect(run.fetch.callsTo('PUT /user/settings')[0]?.body).toEqual({
      settings: { ...saved, navbarStyle: 'tabbedDense', fontScale: 0.8 },
      shortcuts: ['faq'],
    });
    run.stop();
  });

  it("a preset in the address wins over the member's saved settings, and is not saved by itself", async () => {
    const run = startHarness(
      settingsSaga,
      {
        routes: { 'GET /user/settings': ok({ settings: saved, shortcuts: [] }) },
      },
      1,
      query('{"layout":"vertical","theme":{"main":"sunset"}}'),
    );
    run.dispatch(signedIn({ token: 'token', user: member }));
    await run.until(() => run.state.settings.shell.theme.main === 'sunset');
    expect(run.state.settings.shell).toMatchObject({ layout: 'vertical', navbarStyle: 'tabbed' });
    expect(run.fetch.callsTo('PUT /user/settings')).toHaveLength(0);
    run.stop();
  });

  it('a stored token: the settings are asked for beside the profile, and once only', async () => {
    const run = startHarness(settingsSaga, {
      routes: { 'GET /user/settings': ok({ settings: saved, shortcuts: [] }) },
    });
    run.dispatch(tokenRestored('token'));
    // Before the profile has answered (no signedIn yet), the settings are on their way.
    await run.until(() => run.state.settings.profileLoaded);
    expect(run.state.session.status).toBe('checking');
    expect(run.state.settings.shell.layout).toBe('horizontal');
    run.dispatch(signedIn({ token: 'token', user: member }));
    await run.until(() => run.state.session.status === 'signedIn');
    expect(run.fetch.callsTo('GET /user/settings')).toHaveLength(1);
    run.stop();
  });

  it('settings that answer after a logout are dropped; the next member gets their own', async () => {
    let answer: (value: ReturnType<typeof ok<MemberSettings>>) => void = () => undefined;
    let asked: () => void = () => undefined;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    const theirs: ShellSettings = { ...saved, layout: 'vertical', colorScheme: 'light' };
    const run = startHarness(settingsSaga, {
      routes: {
        'GET /user/settings': [
          () => {
            asked();
            return new Promise<ReturnType<typeof ok<MemberSettings>>>((resolve) => (answer = resolve));
          },
          ok({ settings: theirs, shortcuts: [] }),
        ],
      },
    });
    run.dispatch(tokenRestored('token'));
    await wasAsked;
    run.dispatch(loggedOut({ wasSignedIn: false }));
    run.dispatch(signedIn({ token: 'other', user: member }));
    answer(ok({ settings: saved, shortcuts: ['faq'] }));
    await run.until(() => run.state.settings.profileLoaded);
    expect(run.fetch.callsTo('GET /user/settings')).toHaveLength(2);
    expect(run.state.settings).toMatchObject({
      shell: { layout: 'vertical' },
      colorScheme: 'light',
      shortcuts: [],
    });
    run.stop();
  });

  it("a guest's changes stay in memory: nothing is sent to the server", async () => {
    vi.useFakeTimers();
    const run = startHarness(settingsSaga, { routes: {} });
    run.dispatch(shellChanged({ layout: 'horizontal' }));
    await vi.advanceTimersByTimeAsync(400);
    expect(run.state.settings.shell.layout).toBe('horizontal');
    expect(run.fetch.calls).toHaveLength(0);
    run.stop();
  });
});
