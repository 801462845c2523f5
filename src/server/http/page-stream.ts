import { PassThrough, type Transform } from 'node:stream';
import { createBrotliCompress, createGzip, createZstdCompress } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, GZIP_AND_ZSTD_OPTIONS } from './compression.ts';

/** The API's encodings and levels (compression.ts): a page is compressed as it is sent. */
const ENCODERS = {
  zstd: () => createZstdCompress(GZIP_AND_ZSTD_OPTIONS),
  br: () => createBrotliCompress(BROTLI_OPTIONS),
  gzip: () => createGzip(GZIP_AND_ZSTD_OPTIONS),
};

/** A page being sent: each part leaves as soon as it is written, compressed when the browser accepts it. */
export type PageParts = { write: (text: string) => void; end: (text: string) => void };

/**
 * Sends a page in parts, so that its head (the styles and scripts it names) reaches the browser
 * while the server is still drawing its body. Compressed here rather than by the compression
 * plugin, which would hold the head back until the page ends: each part is flushed as written.
 */
export function sendPageInParts(request: FastifyRequest, reply: FastifyReply): PageParts {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ANSWER_ENCODINGS]);
  const compressor = encoding ? ENCODERS[encoding]() : null;
  const body: Transform = compressor ?? new PassThrough();
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  void reply.type('text/html; charset=utf-8').send(body);
  return {
    write: (text) => {
      body.write(text);
      compressor?.flush();
    },
    end: (text) => body.end(text),
  };
}
