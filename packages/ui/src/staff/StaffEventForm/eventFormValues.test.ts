import { describe, expect, test } from 'vitest';
import { fromLocalInput, toEventRequest, toLocalInput, validateEventForm } from './eventFormValues';

const messages = {
  required: 'required',
  endBeforeStart: 'end',
  priceInvalid: 'price',
  capacityInvalid: 'capacity',
  linkInvalid: 'link',
};

describe('the event form values', () => {
  test('times are Pacific wall times, summer and winter', () => {
    expect(fromLocalInput('2026-12-10T18:00')).toBe('2026-12-11T02:00:00.000Z');
    expect(fromLocalInput('2026-07-10T18:00')).toBe('2026-07-11T01:00:00.000Z');
    expect(toLocalInput('2026-12-11T02:00:00.000Z')).toBe('2026-12-10T18:00');
  });

  test('each wrong field gets its message', () => {
    const errors = validateEventForm(
      {
        eventMode: 'Online',
        allowRegistration: true,
        startsAt: '2026-12-10T18:00',
        endsAt: '2026-12-10T17:00',
        price: '-1',
        capacity: '0',
        speakers: [{ role: 'speaker', linkedInProfile: 'example.org' }],
      },
      messages,
    );
    expect(errors).toEqual({
      name: 'required',
      packageUuid: 'required',
      endsAt: 'end',
      price: 'price',
      capacity: 'capacity',
      speakers: [{ name: 'required', linkedInProfile: 'link' }],
    });
  });

  test('the request carries every language and empty optional texts as null', () => {
    const request = toEventRequest(
      {
        name: ' Yoga ',
        nameAr: 'يوغا',
        eventMode: 'Hybrid',
        eventCategory: '',
        allowRegistration: false,
        startsAt: '2026-12-10T18:00',
        endsAt: '2026-12-10T19:00',
        price: '19.99',
        capacity: '',
        packageUuid: 'p1',
        speakers: [{ name: 'Ada', role: 'moderator', designation: ' ' }],
      },
      'draft',
    );
    expect(request).toMatchObject({
      name: 'Yoga',
      translations: { tr: { name: '' }, ar: { name: 'يوغا' } },
      eventCategory: null,
      price: 19.99,
      capacity: null,
      status: 'draft',
      allowRegistration: false,
      speakers: [{ name: 'Ada', role: 'moderator', designation: null, image: null }],
    });
  });
});
