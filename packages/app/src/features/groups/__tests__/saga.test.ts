import { describe, expect, it } from 'vitest';
import type { Wsg, WsgProposal } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { groupsSaga } from '../saga';
import { filterGroups } from '../selectors';
import {
  groupsRequested,
  joinRequested,
  leaveRequested,
  myGroupsRequested,
  myProposalsRequested,
  proposalRequested,
} from '../slice';

const group = (uuid: string, name: string, overrides: Partial<Wsg> = {}): Wsg => ({
  uuid,
  supportGroupUuid: uuid,
  name,
  description: 'A group.',
  coverImage: null,
  groupCategory: 'Lifestyle',
  groupLeader: null,
  groupLeaderDetails: { name: 'Leader' },
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  numberOfMembers: 3,
  packages: [],
  isActive: null,
  isRequested: false,
  status: null,
  ...overrides,
});
const mindful = group('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', 'Mindful Minds', {
  status: 'accepted',
  isActive: true,
  isRequested: true,
});
const nourish = group('7a2e3d4c-5b6f-4a71-9b8c-0d1e2f3a4b5c', 'Nourish Together', {
  groupCategory: 'Diet',
  status: 'pending',
  isRequested: true,
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(groupsSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

describe('my WSGs', () => {
  it('lists my groups first, then the pending requests appended', async () => {
    const run = harness({
      'GET /user/mywsgs': ok([mindful]),
      'GET /user/mywsgs/pending': ok([nourish]),
    });
    run.dispatch(myGroupsRequested());
    await run.until(() => run.state.groups.mine.status === 'succeeded');
    run.stop();
    expect(run.state.groups.mine.items.map((g) => [g.name, g.status])).toEqual([
      ['Mindful Minds', 'accepted'],
      ['Nourish Together', 'pending'],
    ]);
  });

  it("'Error! No requested Support Groups found.' is an empty pending list", async () => {
    const run = harness({
      'GET /user/mywsgs': ok([mindful]),
      'GET /user/mywsgs/pending': fail(404, 'Error! No requested Support Groups found.', 'NO_PENDING_GROUPS'),
    });
    run.dispatch(myGroupsRequested());
    await run.until(() => run.state.groups.mine.status === 'succeeded');
    run.stop();
    expect(run.state.groups.mine.items).toEqual([mindful]);
  });

  it("a failure empties the list and keeps 'Oops something bad happened!'", async () => {
    const run = harness({ 'GET /user/mywsgs': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(myGroupsRequested());
    await run.until(() => run.state.groups.mine.status === 'failed');
    run.stop();
    expect(run.state.groups.mine).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });
});

describe('join', () => {
  it("sends the group's uuid, says 'WSGs joining request sent successfully' and goes to /wsg/all", async () => {
    const run = harness({
      'POST /user/supportGroup/join': ok(null, 'WSGs joining request sent successfully'),
    });
    run.dispatch(joinRequested(nourish.uuid));
    expect(run.state.groups.joining).toBe(nourish.uuid);
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.fetch.callsTo('POST /user/supportGroup/join').map((c) => c.body)).toEqual([
      { supportGroupUuid: nourish.uuid },
    ]);
    expect(run.state.groups.joining).toBeNull();
    expect(run.toasts()).toEqual([{ kind: 'success', message: 'app.groups.toast.joined', durationMs: 3000 }]);
    expect(run.navigations).toEqual(['/wsg/all']);
  });

  it.each([
    [403, 'WSG_LIMIT_EXCEEDED', 'app.groups.toast.limitExceeded'],
    [404, 'SUPPORT_GROUP_NOT_FOUND', 'app.groups.toast.cannotJoin'],
    [500, 'INTERNAL', 'app.groups.toast.cannotJoin'],
  ])('a %i %s shows %s and goes to /packages', async (status, code, message) => {
    const run = harness({ 'POST /user/supportGroup/join': fail(status, 'Refused', code) });
    run.dispatch(joinRequested(nourish.uuid));
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message, durationMs: 3000 }]);
    expect(run.navigations).toEqual(['/packages']);
  });

  it("'You have already requested to join this group.' stays on the page and reads the list again", async () => {
    const run = harness({
      'POST /user/supportGroup/join': fail(
        409,
        'You have already requested to join this group.',
        'ALREADY_REQUESTED',
      ),
      'GET /user/supportGroup/list': ok([nourish]),
    });
    run.dispatch(joinRequested(nourish.uuid));
    await run.until(() => run.state.groups.list.status === 'succeeded');
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.groups.toast.alreadyRequested', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual([]);
    expect(run.state.groups.list.items).toEqual([nourish]);
  });
});

describe('leave', () => {
  it("removes the group, says 'You have left the group successfully' and goes to /wsg/all", async () => {
    const run = harness({
      'GET /user/mywsgs': ok([mindful]),
      'GET /user/mywsgs/pending': ok([nourish]),
      'DELETE /user/mywsgs/leave': ok(null, 'You have left the group successfully'),
    });
    run.dispatch(myGroupsRequested());
    await run.until(() => run.state.groups.mine.status === 'succeeded');
    run.dispatch(leaveRequested(mindful.supportGroupUuid));
    expect(run.state.groups.leaving).toEqual([mindful.supportGroupUuid]);
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.fetch.callsTo('DELETE /user/mywsgs/leave').map((c) => c.body)).toEqual([
      { supportGroupUuid: mindful.supportGroupUuid },
    ]);
    expect(run.state.groups.mine.items).toEqual([nourish]);
    expect(run.state.groups.leaving).toEqual([]);
    expect(run.toasts()).toEqual([{ kind: 'success', message: 'app.groups.toast.left', durationMs: 3000 }]);
    expect(run.navigations).toEqual(['/wsg/all']);
  });

  it("a failure says 'Oops something bad happends' and keeps the group", async () => {
    const run = harness({
      'DELETE /user/mywsgs/leave': fail(404, 'You are not a member of this group.', 'NOT_A_MEMBER'),
    });
    run.dispatch(leaveRequested(mindful.supportGroupUuid));
    await run.until(() => run.state.groups.leaving.length === 0);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.groups.toast.leaveFailed', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual([]);
  });
});

describe('group list', () => {
  it('loads every group; the keyword (any case, only when non-empty) and category filter it', async () => {
    const run = harness({ 'GET /user/supportGroup/list': ok([mindful, nourish]) });
    run.dispatch(groupsRequested());
    expect(run.state.groups.list.status).toBe('loading');
    await run.until(() => run.state.groups.list.status === 'succeeded');
    run.stop();
    const items = run.state.groups.list.items;
    expect(filterGroups(items, '', '')).toEqual([mindful, nourish]);
    expect(filterGroups(items, '  MIND ', '')).toEqual([mindful]);
    expect(filterGroups(items, '', 'Diet')).toEqual([nourish]);
    expect(filterGroups(items, 'mind', 'Diet')).toEqual([]);
  });
});

const proposal = (groupName: string, status: WsgProposal['status']): WsgProposal => ({
  uuid: `8b3f4e5d-6c7a-4b82-8c9d-${groupName.length.toString().padStart(12, '0')}`,
  groupName,
  description: null,
  groupCategory: 'Lifestyle',
  numberOfMembers: null,
  state: 'Oregon',
  city: 'Portland',
  membershipLevel: null,
  status,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('Apply New Group', () => {
  const body = {
    groupName: 'Morning Walkers',
    groupCategory: 'Lifestyle',
    state: 'Oregon',
    city: 'Portland',
  } as const;

  it('sends the proposal; once saved it heads my proposals as Pending, with a toast, and the form starts afresh', async () => {
    const saved = proposal('Morning Walkers', 'pending');
    const run = harness({
      'GET /user/supportGroup/proposal': ok([proposal('Night Owls', 'rejected')]),
      'POST /user/supportGroup/proposal': ok(saved, 'Your group proposal has been sent.', 201),
    });
    run.dispatch(myProposalsRequested());
    await run.until(() => run.state.groups.proposals.status === 'succeeded');
    run.dispatch(proposalRequested(body));
    expect(run.state.groups.proposing).toBe(true);
    await run.until(() => run.state.groups.proposalsSent === 1);
    run.stop();
    expect(run.fetch.callsTo('POST /user/supportGroup/proposal').map((c) => c.body)).toEqual([body]);
    expect(run.state.groups.proposing).toBe(false);
    expect(run.state.groups.proposalFailed).toBe(false);
    expect(run.state.groups.proposals.items.map((p) => [p.groupName, p.status])).toEqual([
      ['Morning Walkers', 'pending'],
      ['Night Owls', 'rejected'],
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.groups.toast.proposed', durationMs: 3000 },
    ]);
  });

  it('a refusal keeps the form (nothing counted as sent) and says so', async () => {
    const run = harness({
      'POST /user/supportGroup/proposal': fail(400, 'groupName is required', 'VALIDATION_FAILED'),
    });
    run.dispatch(proposalRequested(body));
    await run.until(() => run.state.groups.proposalFailed);
    run.stop();
    expect(run.state.groups.proposing).toBe(false);
    expect(run.state.groups.proposalsSent).toBe(0);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.groups.toast.proposalFailed', durationMs: 3000 },
    ]);
  });
});
