import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { aWellnessEvent } from '@wellness/api/testing';
import type { EventRegistration } from '@wellness/api';
import { englishCatalog, loadAllMessages } from '../../../i18n/allCatalogs';
import { cancelConfirmMessage } from '../routes/cancelConfirmMessage';

const registration = (price: number): EventRegistration => ({
  uuid: '3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  eventUuid: '9b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  quantity: 1,
  isActive: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  event: aWellnessEvent({ name: 'Heart Health Talk', price }),
});

describe("'Cancel Event' confirmation (§9 refund sentence)", () => {
  const english = cancelConfirmMessage(createIntl({ locale: 'en', messages: englishCatalog }));

  it('a paid registration is told, in §9’s words, when its refund starts', () => {
    expect(english(registration(25))).toBe(
      'Are you sure you want to cancel your registration for Heart Health Talk? Any refund for a cancelled event registration is initiated within 7 business days.',
    );
  });

  it('a free registration has nothing to refund: only the question', () => {
    expect(english(registration(0))).toBe(
      'Are you sure you want to cancel your registration for Heart Health Talk?',
    );
  });

  it.each([
    [
      'tr',
      'Heart Health Talk kaydınızı iptal etmek istediğinizden emin misiniz?',
      'İptal edilen bir etkinlik kaydı için olası iadeler 7 iş günü içinde başlatılır.',
    ],
    [
      'ar',
      'هل أنت متأكد أنك تريد إلغاء تسجيلك في Heart Health Talk؟',
      'يبدأ أي استرداد لتسجيل فعالية ملغى خلال 7 أيام عمل.',
    ],
  ] as const)(
    '%s translates both, and the refund sentence shows only when paid',
    async (locale, question, refund) => {
      const message = cancelConfirmMessage(createIntl({ locale, messages: await loadAllMessages(locale) }));
      expect(message(registration(25))).toBe(`${question} ${refund}`);
      expect(message(registration(0))).toBe(question);
    },
  );
});
