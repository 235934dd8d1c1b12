// Checks what a visitor's browser really loads against the budgets in bundle-budget.json ("visits"): the built
// server serves the built app, Debian's Chromium opens each page with an empty cache, and the JavaScript it
// receives is counted as sent on the wire (compressed bytes, each script's body; its response headers are shown
// beside, not counted) and as requests. Also counted: the same scripts' bytes for a client that takes gzip only (the
// server's .gz files), against the visit's `gzipKiB` where it has one. Public pages are visited signed out; the others signed in as the seeded demo member (token put in
// storage before the page loads, as after a sign-in). Exits 1 when a page is over budget. Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, demoToken, root, startBuiltServer } from './lib/built-server.mjs';

const { visits } = JSON.parse(readFileSync(path.join(root, 'bundle-budget.json'), 'utf8'));
// packages/app/src/features/session/tokenStorage.ts
const TOKEN_STORAGE_KEY = 'wellness.access_token';
const kiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One first visit: the JavaScript (bytes on the wire, requests) Chromium loads until the network is idle. */
async function firstVisit(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (token) {
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [TOKEN_STORAGE_KEY, token],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const urls = [];
  let bytes = 0;
  let headerBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    urls.push(event.response.url);
    const length = Object.entries(event.response.headers).find(
      ([name]) => name.toLowerCase() === 'content-length',
    )?.[1];
    scripts.set(event.requestId, length === undefined ? undefined : Number(length));
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!scripts.has(event.requestId)) return;
    // The compressed script itself (its Content-Length); what else crossed the wire is the response's headers.
    const body = scripts.get(event.requestId) ?? event.encodedDataLength;
    bytes += body;
    headerBytes += Math.max(0, event.encodedDataLength - body);
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can rest while the scripts run, before the route's chunks are asked for: the
  // visit ends once the page's content is drawn and the network is idle after it.
  await page.waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 0);
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { bytes, headerBytes, requests, landed, urls };
}

/** The bytes the same scripts are to a client that takes gzip only (the server's .gz files), for comparison. */
async function gzipBytes(urls) {
  const sizes = await Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) => {
          const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            // The bytes as sent (Node's http leaves them compressed); a small file may come compressed on the fly.
            let length = 0;
            response.on('data', (chunk) => (length += chunk.length));
            response.on('end', () =>
              response.statusCode === 200
                ? resolve(length)
                : reject(new Error(`${url}: ${response.statusCode}`)),
            );
          });
          request.on('error', reject);
        }),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const { origin, stop } = await startBuiltServer('budget');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const failures = [];
try {
  const token = await demoToken(origin);
  console.log(
    'first visit, empty cache: JavaScript on the wire (compressed bodies) and requests, against the budget',
  );
  for (const [group, { signedIn, jsKiB, gzipKiB, jsRequests, pages }] of Object.entries(visits)) {
    for (const pagePath of pages) {
      const { bytes, headerBytes, requests, landed, urls } = await firstVisit(
        browser,
        origin + pagePath,
        signedIn ? token : null,
      );
      const gzip = await gzipBytes(urls);
      const over = [];
      if (bytes > jsKiB * 1024) over.push(`${kiB(bytes)} > ${jsKiB} KiB`);
      if (gzipKiB !== undefined && gzip > gzipKiB * 1024) over.push(`${kiB(gzip)} as gzip > ${gzipKiB} KiB`);
      if (requests > jsRequests) over.push(`${requests} requests > ${jsRequests}`);
      // A redirect (to /login, /packages…) would measure another page than the one named.
      if (landed !== pagePath) over.push(`landed on ${landed}`);
      console.log(
        `  ${pagePath.padEnd(24)} ${kiB(bytes).padStart(10)} of ${jsKiB} KiB  ${String(requests).padStart(3)} of ${jsRequests} requests  (${group}; ${kiB(gzip)}${gzipKiB === undefined ? '' : ` of ${gzipKiB} KiB`} as gzip; +${kiB(headerBytes)} of response headers)${over.length ? '  OVER' : ''}`,
      );
      if (over.length) failures.push(`${pagePath}: ${over.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  stop();
}
if (failures.length > 0) {
  console.error(`over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
