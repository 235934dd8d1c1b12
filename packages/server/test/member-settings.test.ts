import { expect, test } from 'vitest';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

const settings = {
  layout: 'horizontal',
  navbarStyle: 'tabbedDense',
  navbar: { display: true, position: 'end' },
  toolbar: { display: true, position: 'above' },
  footer: { display: false, position: 'below' },
  theme: { main: 'ocean', navbar: 'plum', toolbar: 'default', footer: 'sunset' },
  colorScheme: 'dark',
  fontScale: 1.2,
  customScrollbars: false,
};

interface MemberSettings {
  settings: typeof settings | null;
  shortcuts: string[];
}

describeEachDatabase('member settings (§6: saved to the profile)', (server) => {
  const read = (token: string) => server.call<MemberSettings>('GET', '/v1/user/settings', { token });
  const save = (token: string, body: unknown) =>
    server.call<MemberSettings>('PUT', '/v1/user/settings', { token, body });

  test('a new member has no saved settings and no shortcuts', async () => {
    const token = await readyMember(server, uniqueEmail());
    const response = await read(token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ settings: null, shortcuts: [] });
  });

  test('saved settings and shortcuts are read back, each part kept when only the other is sent', async () => {
    const token = await readyMember(server, uniqueEmail());
    expect((await save(token, { settings })).body.data).toEqual({ settings, shortcuts: [] });
    expect((await save(token, { shortcuts: ['events-upcoming', 'wsg-all'] })).body.data).toEqual({
      settings,
      shortcuts: ['events-upcoming', 'wsg-all'],
    });
    // A new sign-in (another browser) reads the same.
    expect((await read(token)).body.data).toEqual({ settings, shortcuts: ['events-upcoming', 'wsg-all'] });
  });

  test('a member reads and writes only their own settings', async () => {
    const first = await readyMember(server, uniqueEmail());
    const second = await readyMember(server, uniqueEmail());
    await save(first, { settings, shortcuts: ['faq'] });
    expect((await read(second)).body.data).toEqual({ settings: null, shortcuts: [] });
    await save(second, { shortcuts: ['packages'] });
    expect((await read(first)).body.data.shortcuts).toEqual(['faq']);
  });

  test.each([
    ['an unknown layout', { settings: { ...settings, layout: 'diagonal' } }],
    ['an unknown navbar style', { settings: { ...settings, navbarStyle: 'floating' } }],
    ['an unknown theme name', { settings: { ...settings, theme: { ...settings.theme, main: 'neon' } } }],
    ['a font scale outside 0.7–1.3', { settings: { ...settings, fontScale: 1.5 } }],
    ['a font scale between the steps', { settings: { ...settings, fontScale: 1.05 } }],
    ['a missing field', { settings: { ...settings, footer: undefined } }],
    ['an unknown field', { settings: { ...settings, admin: true } }],
    ['a shortcut that is not a page id', { shortcuts: ['<script>'] }],
    ['a repeated shortcut', { shortcuts: ['faq', 'faq'] }],
    ['nothing to save', {}],
  ])('%s is refused with 400 and changes nothing', async (_label, body) => {
    const token = await readyMember(server, uniqueEmail());
    await save(token, { settings, shortcuts: ['faq'] });
    const response = await save(token, body);
    expect(response.status).toBe(400);
    expect((await read(token)).body.data).toEqual({ settings, shortcuts: ['faq'] });
  });

  test('a visitor without a token gets 401', async () => {
    expect((await server.call('GET', '/v1/user/settings')).status).toBe(401);
    expect((await server.call('PUT', '/v1/user/settings', { body: { shortcuts: [] } })).status).toBe(401);
  });
});
