import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { BROTLI_OPTIONS, GZIP_AND_ZSTD_OPTIONS } from './compression.ts';

/**
 * The `compress` option of a route that streams a download in chunks (an export read page by
 * page): each chunk leaves compressed as soon as it is written. Otherwise brotli keeps its output
 * until it has compressed megabytes (a 10,000-member export arrived in one piece at the end) and
 * gzip until it has 16 KB to send. One flush per chunk of a thousand rows costs a few bytes.
 * A route's options replace the app's (compression.ts): its levels are repeated here. No
 * Zstandard: the plugin's flush option, shared with gzip, would end a Zstandard frame per chunk.
 */
export const FLUSHED_COMPRESSION = {
  encodings: ['br', 'gzip'],
  brotliOptions: { ...BROTLI_OPTIONS, flush: constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { level: GZIP_AND_ZSTD_OPTIONS.level, flush: constants.Z_SYNC_FLUSH },
} satisfies FastifyCompressOptions;
