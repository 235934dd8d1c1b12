import type { AddressInfo } from 'node:net';
import { beforeAll, expect, test } from 'vitest';
import { expectMatchesContract } from './support/contract.js';
import { COMPLETION, PASSWORD, profileForm } from './support/members.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

describeEachDatabase('a new member over real HTTP', (server) => {
  let origin = '';
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });

  /** fetch + the same contract check as every in-process call. */
  async function http<T = unknown>(
    method: string,
    path: string,
    init: { body?: unknown; form?: FormData; token?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | FormData | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(origin + path, { method, headers, body });
    const json = (await response.json()) as { status: number; message: string; data: T };
    expectMatchesContract(method, path, response.status, json);
    return json;
  }

  test('sign up → mail → verify → login 418 → complete profile → login 206 → Starter → login 200', async () => {
    const email = uniqueEmail('journey');
    const created = await http('POST', '/v1/user/create', {
      body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(created).toMatchObject({ status: 201, message: 'Create New User Success' });

    const mailbox = await http<{ link: string }[]>('GET', `/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
    const link = mailbox.data[0]?.link ?? '';
    expect(link.startsWith(`${server.config.publicUrl}/verify/email/`)).toBe(true);
    const token = link.split('/').pop();

    expect(await http('POST', '/v1/user/verify/email', { body: { token } })).toMatchObject({
      status: 200,
      message: 'Email Conformed',
    });

    const first = await http<{ token: string }>('POST', '/v1/user/login', {
      body: { email, password: PASSWORD },
    });
    expect(first).toMatchObject({
      status: 418,
      message: 'Error! You have not completed your registration details.',
    });

    const profile = await http('PATCH', '/v1/user/profile/update', {
      token: first.data.token,
      form: profileForm(COMPLETION),
    });
    expect(profile).toMatchObject({ status: 200, message: 'User Profile updated successfully' });

    const second = await http<{ token: string }>('POST', '/v1/user/login', {
      body: { email, password: PASSWORD },
    });
    expect(second).toMatchObject({ status: 206, message: 'Error! You have not selected any package.' });

    const packages = await http<{ uuid: string; name: string }[]>('GET', '/v1/user/package/list');
    const starter = packages.data.find((p) => p.name === 'Starter');
    expect(
      await http('PATCH', '/v1/user/package/select', {
        token: second.data.token,
        body: { packageUuid: starter?.uuid, subscriptionType: 'yearly' },
      }),
    ).toMatchObject({ status: 200, message: 'Success! Package selected successfully.' });

    const third = await http<{ user: { package: { name: string } } }>('POST', '/v1/user/login', {
      body: { email, password: PASSWORD },
    });
    expect(third).toMatchObject({ status: 200, message: 'Login successful' });
    expect(third.data.user.package.name).toBe('Starter');
  });
});
