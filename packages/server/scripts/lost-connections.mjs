// The lost-connections attack: two server processes (WEB_CONCURRENCY=2) on a fresh PostgreSQL database, members
// buying a package, paying an event checkout (with a coupon) and paying a marketplace order, while every backend
// of the database is terminated every `intervalMs` for `seconds`. Then the members look and try again what they
// have not got, and the books are checked: every due job ran within a minute, nobody was charged without the goods
// or twice, no seat, coupon use or stock leaked, no order was left half-made, and SIGTERM stopped both processes.
// Used by scripts/fault-injection.mjs (`--scenario lost-connections`, a minute) and test/lost-connections.test.ts
// (a shorter, bounded run in the suite).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'Wellness#2026';
const CARD = '4242424242424242';
/** Settles through a `local-gateway.settle` job a second later: a job due during the attack. */
const SLOW_CARD = '4000000000000077';

/** The books, checked in the database once everything settled. Each query lists the rows that break a rule. */
export const BOOKS = {
  chargedWithoutGoods: `select p.id, p.kind from local_gateway_intents i join payments p on p.intent_id = i.id
    where i.status = 'succeeded' and p.fulfilled_at is null and p.status <> 'refund_due'
      and not exists (select 1 from local_gateway_refunds r where r.intent_id = i.id)`,
  // A paid marketplace order that ended cancelled: the member paid for goods that will not come (unless refunded).
  paidOrderCancelled: `select o.id from marketplace_orders o join payments p on p.id = o.payment_id
    where p.fulfilled_at is not null and o.status = 'cancelled'
      and not exists (select 1 from local_gateway_refunds r where r.intent_id = p.intent_id)`,
  chargedTwice: `select user_id, kind, coalesce(event_id::text, package_id::text) as what, count(*) from payments
    where fulfilled_at is not null and kind <> 'marketplace' and amount_cents > 0
      and not exists (select 1 from local_gateway_refunds r where r.intent_id = payments.intent_id)
    group by 1, 2, 3 having count(*) > 1`,
  // Each member places one marketplace order at a time and pays it once: two paid orders are a double charge.
  chargedTwiceMarketplace: `select o.user_id, count(*) from marketplace_orders o
    where o.status in ('processing', 'shipped', 'completed') group by 1 having count(*) > 1`,
  leakedSeats: `select e.name, e.seats_taken from events e where e.start_time > now() and e.seats_taken <> (
      coalesce((select sum(quantity) from event_registrations r where r.event_id = e.id and r.is_active), 0)
      + coalesce((select sum(quantity) from event_orders o where o.event_id = e.id and o.status = 'pending'), 0))`,
  leakedCouponUses: `select v.voucher_code, v.coupon_uses_left, v.uses_left from vouchers v where v.seed_key is not null
    and v.coupon_uses_left is not null and v.coupon_uses_left
      + (select count(*) from event_orders o where o.voucher_id = v.id and o.coupon_reserved) <> v.uses_left`,
  // Seeded products start with 25: what is left plus what live orders hold is still 25 (cancelled ones gave theirs back).
  leakedStock: `select c.id, c.stock_quantity, coalesce(sum(i.quantity) filter (where i.stock_counted
      and o.status in ('pending', 'processing', 'shipped', 'completed', 'refunded')), 0) as held
    from catalog_items c left join marketplace_order_items i on i.item_id = c.id
      left join marketplace_orders o on o.id = i.order_id
    where c.kind = 'product' and c.seed_key is not null and c.stock_quantity is not null
    group by c.id having c.stock_quantity + coalesce(sum(i.quantity) filter (where i.stock_counted
      and o.status in ('pending', 'processing', 'shipped', 'completed', 'refunded')), 0) <> 25`,
  halfMadeOrders: `select o.id from event_orders o join payments p on p.id = o.payment_id
    where o.status = 'pending' and p.status = 'creating'`,
  // Recurring jobs ('every:…') come due again and again: the attack waits for those separately.
  stuckJobs: `select id, kind, attempts, last_error from jobs where done_at is null and run_at <= now()
    and coalesce(key, '') not like 'every:%'`,
};

export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs the attack and resolves to its figures. `serverArgs` start the server (e.g. `[dist/main.js]` or
 * `['--import', 'tsx', 'src/main.ts']`, run in `cwd`).
 */
export async function lostConnectionsAttack({
  adminUrl,
  serverArgs,
  cwd,
  seconds = 60,
  intervalMs = 300,
  members: memberCount = 6,
  drainMs = 60_000,
  log = () => {},
}) {
  const name = `wellness_lostconn_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-lostconn-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/v1`;
  const figures = {
    scenario: 'lost-connections',
    processes: 2,
    seconds,
    intervalMs,
    members: memberCount,
    requests: 0,
    serverErrors: 0,
    networkErrors: 0,
    slowestAnswerMs: 0,
    backendsTerminated: 0,
    violations: {},
  };
  let child;
  let output = '';
  const query = async (sql, params) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };

  async function call(method, url, token, body) {
    const started = Date.now();
    figures.requests += 1;
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(120_000),
      });
      const answer = await response.json().catch(() => ({ status: response.status }));
      if (response.status >= 500) figures.serverErrors += 1;
      return { status: response.status, ...answer };
    } catch (error) {
      figures.networkErrors += 1;
      return { status: 0, error: { code: String(error?.message ?? error) } };
    } finally {
      figures.slowestAnswerMs = Math.max(figures.slowestAnswerMs, Date.now() - started);
    }
  }

  try {
    child = spawn(process.execPath, serverArgs, {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DEV_MAILBOX: 'true',
        PUBLIC_URL: 'http://app.test',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        LOCAL_GATEWAY_SETTLE_DELAY: '1',
        AUTH_RATE_LIMIT_MAX: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    for (let waited = 0; (output.match(/running at/g) ?? []).length < 2; waited += 100) {
      if (child.exitCode !== null || waited > 120_000) throw new Error(`server did not start:\n${output}`);
      await sleep(100);
    }

    // Members ready before the attack: verified, profile complete (the marketplace's address gate), Starter.
    const [packages, upcoming] = [await call('GET', '/user/package/list'), null];
    const explorer = packages.data.find((p) => p.name === 'Explorer');
    const starter = packages.data.find((p) => p.annualCost === 0);
    const members = [];
    for (let index = 0; index < memberCount; index += 1) {
      const email = `attack-${index}-${randomBytes(3).toString('hex')}@example.com`;
      await call('POST', '/user/create', null, { email, password: PASSWORD, confirmPassword: PASSWORD });
      let link;
      for (let tries = 0; !link && tries < 100; tries += 1) {
        const mails = await call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
        link = mails.data?.find((m) => m.link?.includes('/verify/email/'))?.link;
        if (!link) await sleep(100);
      }
      await call('POST', '/user/verify/email', null, { token: link.split('/verify/email/')[1] });
      const token = (await call('POST', '/user/login', null, { email, password: PASSWORD })).data.token;
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Alex Morgan',
        // A complete shipping address: an order needs line 1 too.
        addressLine1: '100 Congress Avenue',
        country: 'United States',
        state: 'Texas',
        city: 'Austin',
        zipCode: '73301',
      }))
        form.append(key, value);
      await fetch(`${base}/user/profile/update`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await call('PATCH', '/user/package/select', token, {
        packageUuid: starter.uuid,
        subscriptionType: 'yearly',
      });
      members.push({ email, token, slow: index % 2 === 1 });
    }
    void upcoming;
    const kitchen = (await call('GET', '/user/event/listUpcoming', members[0].token)).data.find(
      (e) => e.name === 'The Plant-Based Kitchen',
    );
    const [product] = await query(
      `select id from catalog_items where kind = 'product' and stock_quantity >= 20 order by id limit 1`,
    );

    const cardOf = async (token, number = CARD) => {
      const year = new Date().getUTCFullYear() + 2;
      const made = await call('POST', '/payment/local/payment-method', token, {
        card: { number, expMonth: 12, expYear: year, cvc: '123' },
      });
      return made.data?.paymentMethodId;
    };
    const confirm = async (token, clientSecret, number = CARD) =>
      call('POST', '/payment/local/confirm', token, {
        clientSecret,
        paymentMethodId: await cardOf(token, number),
      });
    // What each member wants, as the app does it; each answers whether the member now has it.
    const wants = {
      async package(member) {
        const profile = await call('POST', '/user/profile/view', member.token);
        if (profile.data?.package?.name && profile.data.package.name !== 'Starter') return true;
        const paymentMethodId = await cardOf(member.token);
        await call('POST', '/user/stripe/store/card/details', member.token, { paymentMethodId });
        const created = await call('POST', '/user/stripe/subscription/create', member.token, {
          packageUuid: explorer.uuid,
          period: 'yearly',
        });
        if (!created.data?.clientSecret) return false;
        // Half the members pay with the slow card (settled by a job a second later).
        const paid = await confirm(member.token, created.data.clientSecret, member.slow ? SLOW_CARD : CARD);
        if (paid.data?.status !== 'processing') return paid.data?.status === 'succeeded';
        // 'Processing': the member waits for the package to show (as the app polls), never pays again meanwhile.
        for (let tries = 0; tries < 50; tries += 1) {
          await sleep(200);
          const now = await call('POST', '/user/profile/view', member.token);
          if (now.data?.package?.name === 'Explorer') return true;
        }
        return false;
      },
      async event(member) {
        const registered = await call('GET', '/user/register/event/list', member.token);
        if (registered.data?.some((r) => r.event?.name === kitchen.name && r.isActive)) return true;
        // KITCHEN5 is a Starter member's coupon: once on Explorer, the member checks out without it.
        const checkout = (promoCode) =>
          call('POST', '/user/event/payment', member.token, {
            eventUuid: kitchen.uuid,
            quantity: 1,
            promoCode,
          });
        let started = await checkout('KITCHEN5');
        if (started.error?.code === 'COUPON_INVALID') started = await checkout(undefined);
        if (!started.data?.stripeIntent) {
          log(`event checkout: ${JSON.stringify(started).slice(0, 300)}`);
          return false;
        }
        const paid = await confirm(member.token, started.data.stripeIntent.client_secret);
        return paid.data?.status === 'succeeded';
      },
      async order(member) {
        const orders = await call('POST', '/user/marketplace/order/list', member.token);
        const list = Array.isArray(orders.data)
          ? orders.data
          : (orders.data?.orders ?? orders.data?.items ?? []);
        if (list.some((o) => ['processing', 'shipped', 'completed'].includes(o.status))) return true;
        const cart = await call('POST', '/user/marketplace/cart/list', member.token);
        if (
          !(cart.data?.items ?? []).some((line) => Number(line.productId ?? line.product_id) === product.id)
        ) {
          await call('POST', '/user/marketplace/cart/create', member.token, {
            item: { productId: product.id, categoryId: 16, quantity: 1 },
          });
        }
        const created = await call('POST', '/user/marketplace/order/create', member.token);
        if (!created.data?.clientSecret) return false;
        const paid = await confirm(member.token, created.data.clientSecret);
        return paid.data?.status === 'succeeded';
      },
    };

    // The attack.
    let attacking = true;
    const killer = (async () => {
      const killerClient = new pg.Client({ connectionString: adminUrl });
      await killerClient.connect();
      try {
        while (attacking) {
          const { rows } = await killerClient.query(
            `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid()`,
            [name],
          );
          figures.backendsTerminated += rows[0]?.n ?? 0;
          await sleep(intervalMs);
        }
      } finally {
        await killerClient.end();
      }
    })();
    const attackEnds = Date.now() + seconds * 1000;
    // Under load: each member goes through its purchases once, then, until the attack ends, keeps asking for mails
    // (a job each), starting and cancelling a checkout of another paid event (seats, the gateway's cancel) and
    // reading lists.
    const [other] = (await call('GET', '/user/event/listUpcoming', members[0].token)).data.filter(
      (e) => e.name !== kitchen.name && Number(e.price) > 0 && e.package?.name === 'Starter',
    );
    await Promise.all(
      members.map(async (member) => {
        for (const flow of Object.keys(wants)) {
          await wants[flow](member).catch((error) => log(`flow ${flow}: ${error?.message ?? error}`));
        }
        while (Date.now() < attackEnds) {
          await call('POST', '/user/forgotPassword', null, { email: member.email });
          if (other) {
            const started = await call('POST', '/user/event/payment', member.token, {
              eventUuid: other.uuid,
              quantity: 1,
            });
            if (started.data?.wooOrderId)
              await call('PATCH', '/user/event/order/cancel', member.token, {
                orderId: started.data.wooOrderId,
              });
          }
          await call('GET', '/user/event/listUpcoming', member.token);
          await call('POST', '/user/profile/view', member.token);
        }
      }),
    );
    attacking = false;
    await killer;
    figures.attackSlowestAnswerMs = figures.slowestAnswerMs;
    // A server process that died (the supervisor starts another): each one is a crash the attack caused.
    figures.processesRestarted = (output.match(/server process \d+ ended/g) ?? []).length;
    if (figures.processesRestarted > 0) {
      figures.crashes = output
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('{'))
        .slice(0, 40);
    }
    log(`attack over: ${figures.backendsTerminated} backends terminated, ${figures.requests} requests`);

    // Afterwards: every due job runs within a minute (no new work is asked for meanwhile).
    const drainStarted = Date.now();
    let due = [];
    for (;;) {
      due = await query(`select id from jobs where done_at is null and run_at <= now()`);
      if (due.length === 0 || Date.now() - drainStarted > drainMs) break;
      await sleep(250);
    }
    figures.dueJobsAfterAttack = due.length;
    figures.jobsDrainedMs = due.length === 0 ? Date.now() - drainStarted : null;

    // The members look and try again what they have not got; then the books.
    figures.slowestAnswerMs = 0;
    const missing = { package: 0, event: 0, order: 0 };
    for (const member of members) {
      for (const flow of Object.keys(wants)) {
        let has = await wants[flow](member);
        if (!has) has = await wants[flow](member);
        if (!has) missing[flow] += 1;
      }
    }
    figures.afterSlowestAnswerMs = figures.slowestAnswerMs;
    figures.membersWithoutGoods = missing;
    for (let waited = 0; waited < drainMs; waited += 250) {
      if ((await query(`select 1 from jobs where done_at is null and run_at <= now() limit 1`)).length === 0)
        break;
      await sleep(250);
    }
    for (const [rule, sql] of Object.entries(BOOKS)) {
      const rows = await query(sql);
      if (rows.length > 0) figures.violations[rule] = rows;
    }
    if (figures.violations.chargedTwice) {
      // What the member did, for the report: their package payments and history.
      figures.chargedTwiceDetail = await query(
        `select p.user_id, p.status, p.intent_id, p.subscription_id, p.created_at, p.fulfilled_at, i.status as intent
           from payments p left join local_gateway_intents i on i.id = p.intent_id
          where p.user_id = any($1::uuid[]) and p.kind = 'package' order by p.created_at`,
        [figures.violations.chargedTwice.map((row) => row.user_id)],
      );
    }
    const [paid] = await query(`select count(*)::int as n from payments where fulfilled_at is not null`);
    figures.fulfilledPayments = paid.n;

    // SIGTERM stops both processes within the bound.
    const stopStarted = Date.now();
    child.kill('SIGTERM');
    const exit = await Promise.race([exited, sleep(30_000).then(() => null)]);
    figures.sigtermExitMs = exit ? Date.now() - stopStarted : null;
    figures.sigtermExit = exit;
    if (!exit) child.kill('SIGKILL');
    figures.ok =
      Object.keys(figures.violations).length === 0 &&
      figures.processesRestarted === 0 &&
      figures.dueJobsAfterAttack === 0 &&
      Object.values(missing).every((n) => n === 0) &&
      figures.sigtermExitMs !== null &&
      figures.sigtermExitMs <= 12_000;
    return figures;
  } catch (error) {
    figures.error = `${error?.stack ?? error}\n${output.slice(-4000)}`;
    figures.ok = false;
    return figures;
  } finally {
    if (child && child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
