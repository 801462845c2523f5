import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * The `compress` option of a route that streams a download in chunks (an export read page by
 * page): each chunk leaves compressed as soon as it is written. Otherwise brotli keeps its output
 * until it has compressed megabytes (a 10,000-member export arrived in one piece at the end) and
 * gzip until it has 16 KB to send. One flush per chunk of a thousand rows costs a few bytes.
 * A route's options replace the app's (compression.ts): its encodings are repeated here.
 */
export const FLUSHED_COMPRESSION = {
  encodings: ['br', 'gzip'],
  brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
} satisfies FastifyCompressOptions;
