import { describe, expect, it } from 'vitest';
import { fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { verifyEmailOnce } from '../flows';

async function verify(routes: HarnessOptions['routes']) {
  const run = startHarness(function* idle() {}, { routes });
  const outcome = await verifyEmailOnce(run.publicServices, 'mail-token');
  return { ...run, outcome };
}

describe('e-mail verification (§8)', () => {
  it('sends each token once, however often the page asks', async () => {
    const run = startHarness(function* idle() {}, {
      routes: { 'POST /user/verify/email': ok(null, 'Email Conformed') },
    });
    const first = verifyEmailOnce(run.publicServices, 'mail-token');
    const second = verifyEmailOnce(run.publicServices, 'mail-token');
    await first;
    const third = await verifyEmailOnce(run.publicServices, 'mail-token');
    expect(run.fetch.callsTo('POST /user/verify/email')).toHaveLength(1);
    expect([await first, await second, third]).toEqual(['completed', 'completed', 'completed']);
    expect(run.toasts()).toHaveLength(1);
  });

  it('success: the completed screen', async () => {
    const run = await verify({ 'POST /user/verify/email': ok(null, 'Email Conformed') });
    expect(run.fetch.callsTo('POST /user/verify/email')[0]?.body).toEqual({ token: 'mail-token' });
    expect(run.outcome).toBe('completed');
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.verifyEmail.toast.confirmed', durationMs: 3000 },
    ]);
  });

  it("'Error! Unable to create user': toast 'Email Already Verified go to Login page' and the Already Verified screen", async () => {
    const run = await verify({
      'POST /user/verify/email': fail(400, 'Error! Unable to create user', 'ALREADY_VERIFIED'),
    });
    expect(run.outcome).toBe('alreadyVerified');
    expect(run.toasts()).toEqual([
      { kind: 'info', message: 'app.verifyEmail.toast.alreadyVerified', durationMs: 3000 },
    ]);
  });

  it("'Error! Something went wrong.': toast 'Something went wrong.' and the Link Expired screen", async () => {
    const run = await verify({
      'POST /user/verify/email': fail(400, 'Error! Something went wrong.', 'TOKEN_INVALID'),
    });
    expect(run.outcome).toBe('expired');
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.verifyEmail.toast.failed', durationMs: 3000 },
    ]);
  });
});
