import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import { FakeSmtp } from './support/fake-smtp.js';
import { PASSWORD } from './support/members.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

const smtp = new FakeSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

describeEachDatabase(
  'mail through SMTP',
  (server) => {
    test('with SMTP_URL set, the verification mail goes to the mail server and not to the outbox', async () => {
      const email = uniqueEmail('smtp');
      const created = await server.call('POST', '/v1/user/create', {
        body: { email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(created.status).toBe(201);
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([`<${email}>`]);
      expect(mail.from).toBe('<hello@wellness.example>');
      expect(mail.data).toMatch(/^Subject: Confirm your e-mail address/m);
      expect(mail.data.replace(/=\n/g, '')).toMatch(/http:\/\/app\.test\/verify\/email\/[A-Za-z0-9_-]{43}/);
      expect(await server.db.select().from(mailOutbox)).toEqual([]);
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Wellness <hello@wellness.example>' }) },
);
