import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { createLoggerOptions, RequestLogController } from './logger.ts';

/** A bare server logging as the app does, and the lines one request leaves. */
async function linesOfOneRequest(settings: Config['log']): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const app = Fastify({
    logger: await createLoggerOptions({ write: (line) => lines.push(line) }, settings),
    logController: new RequestLogController(),
  });
  app.get('/api/essai', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/essai?search=marie@exemple.fr' });
  await app.close();
  return lines.map((line) => JSON.parse(line));
}

describe('the request lines', () => {
  it('are left out at the default level', async () => {
    expect(await linesOfOneRequest({ level: 'info', format: 'json' })).toEqual([]);
  });

  it('are one line per request at debug, without the query string', async () => {
    const lines = await linesOfOneRequest({ level: 'debug', format: 'json' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/api/essai' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.msg).toMatch(/^GET \/api\/essai → 200 \([\d.]+ ms\)$/);
  });

  it('stay JSON when the log goes to a stream, whatever the format', async () => {
    const lines = await linesOfOneRequest({ level: 'debug', format: 'pretty' });
    expect(lines).toHaveLength(1);
  });
});
