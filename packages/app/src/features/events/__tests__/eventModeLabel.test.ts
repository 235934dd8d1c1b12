import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { englishCatalog, loadAllMessages } from '../../../i18n/allCatalogs';
import { eventModeLabel } from '../routes/eventModeLabel';

/** Every mode the server's seed and openapi.yaml use. */
const modes = ['Online', 'In-Person', 'Hybrid'];

describe('event modes in the member’s language', () => {
  it('English keeps the server’s words', () => {
    const label = eventModeLabel(createIntl({ locale: 'en', messages: englishCatalog }));
    expect(modes.map(label)).toEqual(modes);
  });

  it.each([
    ['tr', ['Çevrim İçi', 'Yüz Yüze', 'Hibrit']],
    ['ar', ['عبر الإنترنت', 'حضوري', 'هجين']],
  ] as const)('%s translates every mode', async (locale, words) => {
    const label = eventModeLabel(createIntl({ locale, messages: await loadAllMessages(locale) }));
    expect(modes.map(label)).toEqual(words);
  });

  it('a mode the catalogs do not know is shown as the server sends it', async () => {
    const label = eventModeLabel(createIntl({ locale: 'tr', messages: await loadAllMessages('tr') }));
    expect(label('Webinar')).toBe('Webinar');
  });
});
