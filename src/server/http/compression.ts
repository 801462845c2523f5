import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
const THRESHOLD_BYTES = 1024;

/**
 * Above any answer of ours (none exceeds 100 KB): each one is compressed in a single synchronous
 * call, as the plugin does below 8 KB on two cores. Past its default, it opened a stream per
 * answer, handed the work to the thread pool and kept the compressor until the socket drained:
 * half the register's throughput, and fifty live compressors under fifty connections.
 */
const COMPRESS_IN_ONE_CALL_MAX_BYTES = 128 * 1024;

/**
 * Answers are made for each request, so their compression is paid on every one: the fastest
 * levels. Zstandard at level 1 first (Chrome and Firefox announce it): the fastest and the
 * smallest (2.1 KB for the register's 13 KB). Brotli at quality 1, for Safari, takes a third of
 * the time of quality 4 (the plugin's default) for a fifth more bytes, with a window of 128 KB,
 * the size of our largest answer, instead of 4 MB. Gzip at level 1 for the rest. Gzip and
 * Zstandard share the plugin's `zlibOptions`, each reading its own field. The web app's files do
 * not go through here: they are compressed at build time.
 */
export const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 17 },
};
export const GZIP_AND_ZSTD_OPTIONS = { level: 1, params: { [constants.ZSTD_c_compressionLevel]: 1 } };

/**
 * Text compresses several times over: JSON, pages, CSV and calendar exports (and whatever else
 * the MIME database calls compressible). Unlike the plugin's default, `application/octet-stream`
 * is not here: a stored file of unknown type goes out as stored. Images, PDFs and office files
 * are compressed already.
 */
const COMPRESSIBLE_TYPES = /^text\/|[/+](?:json|xml)\b|\/javascript\b/;

/**
 * Answers above THRESHOLD_BYTES leave compressed when the browser accepts it (Zstandard, brotli
 * or gzip).
 * The web app's files are compressed once, at build time, and go out as they are (web-app.ts).
 * Requests are not inflated: the body limit counts the bytes that arrive.
 */
/** Best first: what a browser accepts is picked in this order. */
export const ANSWER_ENCODINGS = ['zstd', 'br', 'gzip'] as const;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: THRESHOLD_BYTES,
    syncThreshold: COMPRESS_IN_ONE_CALL_MAX_BYTES,
    // Node before 22.15 has no Zstandard: the plugin then leaves it out.
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_AND_ZSTD_OPTIONS,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
