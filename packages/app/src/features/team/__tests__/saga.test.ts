import { describe, expect, it } from 'vitest';
import type { Schema } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { teamSaga } from '../saga';
import { invitationsRequested, teamChangeRequested, teamRequested } from '../slice';

const admin: Schema<'StaffAccount'> = {
  uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c11',
  email: 'ali@example.com',
  name: 'Ali Kaya',
  role: 'admin',
  active: true,
  createdAt: '2026-11-24T09:30:00.000Z',
};
const invitation: Schema<'StaffInvitation'> = {
  uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e21',
  email: 'new.editor@example.com',
  role: 'editor',
  invitedBy: 'owner@example.com',
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
};
const page = (items: Schema<'StaffAccount'>[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 10,
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(teamSaga, {
    routes,
    timing: { searchDelayMs: 1 },
    state: {
      session: { status: 'signedIn', token: 't', user: aUser({ role: ['staff'], staffRole: 'admin' }) },
    },
  });
}

describe('the staff team', () => {
  it('asks for one page, searched and filtered by role, and reads the open invitations', async () => {
    const run = harness({
      'GET /staff/team': ok(page([admin], 11, 2)),
      'GET /staff/team/invitations': ok([invitation]),
    });
    run.dispatch(teamRequested({ query: { page: 2, search: ' ali ', role: 'admin' }, debounce: true }));
    run.dispatch(invitationsRequested());
    await run.until(
      () => run.state.team.status === 'loaded' && run.state.team.invitations.status === 'loaded',
    );
    run.stop();
    const [call] = run.fetch.callsTo('GET /staff/team');
    expect(Object.fromEntries(call!.query)).toEqual({
      page: '2',
      pageSize: '10',
      search: 'ali',
      role: 'admin',
    });
    expect(run.state.team).toMatchObject({ total: 11, items: [admin], invitations: { items: [invitation] } });
  });

  it('an invitation is sent, told and the invitations read again', async () => {
    const run = harness({
      'POST /staff/team/invitations': ok(invitation),
      'GET /staff/team/invitations': ok([invitation]),
    });
    run.dispatch(teamChangeRequested({ kind: 'invite', email: invitation.email, role: 'editor' }));
    expect(run.state.team.acting).toBe(true);
    await run.until(() => run.state.team.invitations.status === 'loaded');
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: invitation.email, role: 'editor' },
    ]);
    expect(run.state.team).toMatchObject({ acting: false, actionDone: 1, actionError: null });
    expect(run.toasts()).toEqual([{ kind: 'success', message: 'app.team.toast.invite', durationMs: 3000 }]);
  });

  it('a role change and a deactivation send what changed, and read the page again', async () => {
    const run = harness({
      [`PATCH /staff/team/${admin.uuid}` as 'PATCH /staff/team/{uuid}']: ok(admin),
      'GET /staff/team': ok(page([admin])),
    });
    run.dispatch(
      teamChangeRequested({ kind: 'role', uuid: admin.uuid, role: 'editor', reason: 'Runs the programme' }),
    );
    await run.until(() => run.state.team.status === 'loaded');
    run.dispatch(teamChangeRequested({ kind: 'deactivate', uuid: admin.uuid }));
    await run.until(() => run.fetch.callsTo('GET /staff/team').length === 2);
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      [`/staff/team/${admin.uuid}`, { role: 'editor', reason: 'Runs the programme' }],
      [`/staff/team/${admin.uuid}`, { active: false }],
    ]);
    expect(run.toasts().map((toast) => toast.message)).toEqual([
      'app.team.toast.role',
      'app.team.toast.deactivate',
    ]);
  });

  it("the server's refusals are read by their code, never their text", async () => {
    const run = harness({
      'POST /staff/team/invitations': fail(403, 'Only an owner may do this to an owner.', 'OWNER_ONLY'),
      [`DELETE /staff/team/invitations/${invitation.uuid}` as 'DELETE /staff/team/invitations/{uuid}']: fail(
        404,
        'There is no open invitation with this id.',
        'INVITATION_NOT_FOUND',
      ),
      [`PATCH /staff/team/${admin.uuid}` as 'PATCH /staff/team/{uuid}']: fail(500, 'boom', 'INTERNAL'),
    });
    run.dispatch(teamChangeRequested({ kind: 'invite', email: 'x@example.com', role: 'owner' }));
    await run.until(() => !run.state.team.acting);
    expect(run.state.team.actionError).toBe('app.team.error.ownerOnly');
    run.dispatch(teamChangeRequested({ kind: 'revoke', uuid: invitation.uuid }));
    await run.until(() => !run.state.team.acting);
    expect(run.state.team.actionError).toBe('app.team.error.invitationNotFound');
    run.dispatch(teamChangeRequested({ kind: 'reactivate', uuid: admin.uuid }));
    await run.until(() => !run.state.team.acting);
    run.stop();
    expect(run.state.team).toMatchObject({ actionError: 'app.team.error.failed', actionDone: 0 });
    expect(run.toasts()).toEqual([]);
  });
});
