import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/** Brotli's quality for an answer compressed as it is sent (cheap per answer, as Cloudflare measured). */
const PER_ANSWER_BROTLI_QUALITY = 4;

/**
 * The encoding a client accepts (brotli first), or undefined for the plain bytes. A browser sends the same
 * Accept-Encoding on every call: the answer for each value seen is kept (a bounded number of them).
 */
const encodingFor = new Map<string, AnswerEncoding | undefined>();
export function acceptedEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  if (encodingFor.has(header)) return encodingFor.get(header);
  const encoding = parseAcceptEncoding(header);
  if (encodingFor.size < 100) encodingFor.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): AnswerEncoding | undefined {
  let gzip = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/**
 * `body` compressed: `kept` answers (made once, sent many times) at the highest quality worth its time, the others
 * at a quality that is cheap per answer (gzip's default).
 */
export function compress(body: string | Buffer, encoding: AnswerEncoding, use: 'kept' | 'once'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: use === 'kept' ? 9 : PER_ANSWER_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    });
  }
  return gzipSync(body, { level: use === 'kept' ? 9 : constants.Z_DEFAULT_COMPRESSION });
}

/**
 * What the router does not answer itself (the development mailbox's page, anything not already compressed) is
 * compressed by the plugin when the client accepts it. The API's calls opt out (`compress: false`): the router
 * compresses their answers as it makes them, which spares every call the plugin's three hooks. The web app's files
 * are compressed at build time instead and sent as they are (see `preCompressed` where the app is served).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PER_ANSWER_BROTLI_QUALITY } },
  });
}
