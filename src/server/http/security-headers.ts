import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The same headers on every answer: API, pages, files, 404s and errors. Registered before any
 * other hook, so that even a request refused early leaves with them.
 *
 * Scripts come only from our own files. Styles too, except the `<style>` elements that Mantine
 * and its modals write at run time: they carry the answer's nonce (`reply.cspNonce.style`,
 * handed to the page in index.html). Helmet also adds a script nonce that nothing uses, which
 * lets no script in. Images may come from any https address: the spec lets an administrator
 * give an equipment's image by its web address. That would let injected CSS send data out
 * through image requests, which is one more reason styles need a nonce.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const isHttps = new URL(publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // data: for Mantine's inline SVG icons (select chevrons) and the empty favicon.
        imgSrc: ["'self'", 'data:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The simulated payment page posts to us, then we redirect to our own pages.
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    // Not no-referrer: the simulated payment page's forms would then be sent with `Origin: null`,
    // which the same-origin check refuses.
    referrerPolicy: { policy: 'same-origin' },
    // Browsers ignore it over http; a local or test run must not pin its host to https.
    strictTransportSecurity: isHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}
