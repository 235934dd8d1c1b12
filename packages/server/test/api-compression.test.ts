import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/http/compression.js';
import { describeEachDatabase } from './support/server.js';

// Answers made for one call (not the cached lists, see shared-lists.test.ts) are compressed by the router when they
// are large enough and the client accepts it; what a client sends is read as it is.
describeEachDatabase('API answers compressed above a threshold', (server) => {
  const countries = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/v1/country/list', headers });

  test('a large answer comes in brotli or gzip to a client that accepts it, plain to one that does not', async () => {
    const plain = await countries();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.json().data.length).toBeGreaterThan(240);
    // The same address answers compressed or plain bytes: a cache in between must key on Accept-Encoding.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await countries({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await countries({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  test('a small answer goes as it is, whatever the client accepts', async () => {
    const health = await server.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe(200);
  });

  test('a compressed request body is refused by name (415) and signs nobody in', async () => {
    const body = JSON.stringify({ email: 'demo@wellness.example', password: 'Demo@1234' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 415,
      message: 'This call does not accept a body sent with Content-Encoding: gzip',
      data: null,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    // The same body sent as it is signs in: only the encoding was refused.
    const plain = await server.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(plain.statusCode).toBe(200);
  });
});
