import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { loadAllMessages } from '../../../i18n/allCatalogs';
import { eventTimeProps } from '../routes/eventTimes';

// 10:00–11:30 in Los Angeles on Nov 30, 2026 (PST).
const start = '2026-11-30T18:00:00.000Z';
const end = '2026-11-30T19:30:00.000Z';
const intlFor = async (locale: 'en' | 'tr' | 'ar') =>
  createIntl({ locale, messages: await loadAllMessages(locale) });

describe('event times for the member', () => {
  it('names the event zone and adds the member’s own time when they are elsewhere', async () => {
    const en = eventTimeProps(await intlFor('en'), 'Europe/Istanbul');
    expect([en.formatDate(start), en.formatTime(start), en.formatZone(start)]).toEqual([
      'Nov 30, 2026',
      '10:00 am',
      'PST',
    ]);
    expect(en.memberTime(start, end)).toMatch(/^Your time: Mon, 9:00\s?–\s?10:30\sPM GMT\+3$/);
    expect(eventTimeProps(await intlFor('en'), 'America/Los_Angeles').memberTime(start, end)).toBeUndefined();
  });

  it('uses Turkish and Arabic date and time formats, not English ones', async () => {
    const tr = eventTimeProps(await intlFor('tr'), 'Europe/Istanbul');
    expect([tr.formatDate(start), tr.formatTime(start)]).toEqual(['30 Kas 2026', '10:00']);
    expect(tr.memberTime(start, end)).toMatch(/^Sizin saatinizle: .*21:00.*22:30.*GMT\+3$/);
    const ar = eventTimeProps(await intlFor('ar'), 'Asia/Riyadh');
    expect(ar.formatTime(start)).not.toMatch(/am|pm/);
    expect(ar.memberTime(start, end)).toMatch(/^توقيتك: /);
  });
});
