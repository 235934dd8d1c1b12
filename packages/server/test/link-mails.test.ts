import { expect, test } from 'vitest';
import type { OutgoingMail } from '../src/adapters/mail/index.js';
import { staffAccount } from '../src/db/seed-data.js';
import { PASSWORD, login } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

/** A mail server that refuses while `down`, as SMTP does when it is unreachable (ECONNREFUSED). */
const smtp = { down: true, sent: [] as OutgoingMail[] };
const flakyMailer = {
  async send(mail: OutgoingMail) {
    if (smtp.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2526'), { code: 'ESOCKET' });
    smtp.sent.push(mail);
  },
};

const sentTo = (email: string) => smtp.sent.filter((mail) => mail.to === email.toLowerCase());

/** The link mails' jobs wait for their retry time: the test's clock moves past it, then the runner runs them. */
async function mailServerBack(server: TestServer) {
  smtp.down = false;
  server.clock.advance(60 * 60 * 1000);
  await server.runDueJobs();
}

describeEachDatabase(
  'mails with a one-time link while the mail server is down',
  (server) => {
    test('sign-up, a forgotten password and a staff invitation answer as usual; each link is mailed once the server is back, and works', async () => {
      smtp.down = true;
      smtp.sent.length = 0;
      const member = uniqueEmail('smtpdown');
      const created = await server.call('POST', '/v1/user/create', {
        body: { email: member, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(created.body).toMatchObject({ status: 201, error: null });

      const forgot = await server.call('POST', '/v1/user/forgotPassword', {
        body: { email: staffAccount.email },
      });
      expect(forgot.status).toBe(200);

      const owner = (await login(server, staffAccount.email, staffAccount.password)).body.data
        .token as string;
      const invitee = uniqueEmail('invitee');
      const invited = await server.call('POST', '/v1/staff/team/invitations', {
        token: owner,
        body: { email: invitee, role: 'editor' },
      });
      expect(invited.status).toBe(201);
      expect(smtp.sent).toEqual([]);

      await mailServerBack(server);
      const [verification] = sentTo(member);
      expect(verification?.link).toMatch(/\/verify\/email\/[A-Za-z0-9_-]{43}$/);
      const verified = await server.call('POST', '/v1/user/verify/email', {
        body: { token: verification!.link!.split('/').pop() },
      });
      expect(verified.status).toBe(200);

      const [reset] = sentTo(staffAccount.email);
      expect(reset?.subject).toMatch(/Reset your .* password/);

      const [invitation] = sentTo(invitee);
      expect(invitation?.text).toContain('as editor');
      const accepted = await server.call('POST', '/v1/user/reset', {
        body: {
          token: invitation!.link!.split('/').pop(),
          newPassword: 'Editor#Link2026',
          confirmPassword: 'Editor#Link2026',
        },
      });
      expect(accepted.status).toBe(200);
      expect((await login(server, invitee, 'Editor#Link2026')).status).toBe(200);

      // Each mail went once: running the jobs again sends nothing more.
      const count = smtp.sent.length;
      server.clock.advance(60 * 60 * 1000);
      await server.runDueJobs();
      expect(smtp.sent).toHaveLength(count);
    });
  },
  { app: { mailer: flakyMailer } },
);
