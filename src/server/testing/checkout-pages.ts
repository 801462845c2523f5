import type { FastifyInstance } from 'fastify';

/** The session id each provider's page address ends with. */
export const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop() ?? '';

/**
 * Pays on the simulated provider's page, as its button does; returns the address the visitor is
 * sent back to (`session_id` in its query).
 */
export async function payOnSimulatedPage(app: FastifyInstance, checkoutUrl: string): Promise<URL> {
  const paid = await app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/payer`,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return new URL(String(paid.headers.location));
}
