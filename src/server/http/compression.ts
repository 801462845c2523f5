import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
const THRESHOLD_BYTES = 1024;

/**
 * Text compresses several times over: JSON, pages, CSV and calendar exports (and whatever else
 * the MIME database calls compressible). Unlike the plugin's default, `application/octet-stream`
 * is not here: a stored file of unknown type goes out as stored. Images, PDFs and office files
 * are compressed already.
 */
const COMPRESSIBLE_TYPES = /^text\/|[/+](?:json|xml)\b|\/javascript\b/;

/**
 * Answers above THRESHOLD_BYTES leave compressed when the browser accepts it (brotli, else gzip).
 * The web app's files are compressed once, at build time, and go out as they are (web-app.ts).
 * Requests are not inflated: the body limit counts the bytes that arrive.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
