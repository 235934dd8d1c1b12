import { describe, expect, it } from 'vitest';
import type { EventRegistration } from '@wellness/api';
import { aWellnessEvent } from '@wellness/api/testing';
import { rootReducer } from '../../../app/rootReducer';
import { selectCompletedEvents, selectRegisteredEvents } from '../selectors';
import { registrationsLoaded } from '../slice';

const now = Date.parse('2026-12-01T00:00:00.000Z');
const row = (name: string, isActive: boolean | null, endTime: string): EventRegistration => ({
  uuid: `${name}-registration`,
  eventUuid: `${name}-event`,
  quantity: 1,
  isActive,
  createdAt: '2026-11-01T00:00:00.000Z',
  event: aWellnessEvent({ name, endTime }),
});

const state = rootReducer(
  undefined,
  registrationsLoaded([
    row('future active', true, '2026-12-02T00:00:00.000Z'),
    row('past active', true, '2026-11-30T00:00:00.000Z'),
    row('cancelled', false, '2026-12-02T00:00:00.000Z'),
    row('unknown', null, '2026-12-02T00:00:00.000Z'),
  ]),
);
const names = (rows: EventRegistration[]) => rows.map((item) => item.event.name);

describe('registered and completed events (§4)', () => {
  it('registered lists only active registrations whose event ends in the future', () => {
    expect(names(selectRegisteredEvents(state, now))).toEqual(['future active']);
  });

  it('completed lists cancelled registrations and active ones whose event has ended', () => {
    expect(names(selectCompletedEvents(state, now))).toEqual(['past active', 'cancelled']);
  });
});
