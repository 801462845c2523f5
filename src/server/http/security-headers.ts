import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type CspNonces = { script: string; style: string };

declare module 'fastify' {
  interface FastifyReply {
    /** A page's nonces, which its Content-Security-Policy names (none for an API answer). */
    cspNonce: CspNonces;
  }
}

/** The answer's nonces, as helmet's directives read them from the raw response. */
const NONCES = Symbol('cspNonces');
type WithNonces = ServerResponse & { [NONCES]: CspNonces };
/**
 * Nothing the server answers is kept, by the browser or by a proxy on the way: an API answer, a
 * downloaded file (receipt, export, document) or a page may hold a member's data, which must not
 * outlive the session that read it (a shared computer, a proxy's cache). A route whose answer holds
 * no such data says otherwise: hashed assets (a year), the public images (a day).
 */
const NOT_KEPT = 'no-store';

const nonceOf = (kind: keyof CspNonces) => (_request: IncomingMessage, response: ServerResponse) =>
  `'nonce-${(response as WithNonces)[NONCES][kind]}'`;

/**
 * The same headers on every answer: API, pages, files, 404s and errors, none of them kept
 * (`NOT_KEPT`). Registered before any other hook, so that even a request refused early leaves
 * with them. Pages (outside /api) also get nonces of their own.
 *
 * Scripts come only from our own files. Styles too, except the `<style>` elements that Mantine
 * and its modals write at run time: they carry the answer's nonce (`reply.cspNonce.style`,
 * handed to the page in index.html). Helmet also adds a script nonce that nothing uses, which
 * lets no script in. Images may come from any https address: the spec lets an administrator
 * give an equipment's image by its web address. That would let injected CSS send data out
 * through image requests, which is one more reason styles need a nonce.
 *
 * Style attributes are let in (`style-src-attr`): the pages the server draws carry Mantine's
 * per-component variables in them, which no nonce can cover, and the browser would paint the
 * page unstyled. An attribute styles its own element only: no selector reads the page's data.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const isHttps = new URL(publicUrl).protocol === 'https:';
  // Each built once: @fastify/helmet built helmet anew for every request, a tenth of a short answer's cost.
  const setPageHeaders = helmet(
    helmetOptions(isHttps, { script: [nonceOf('script')], style: [nonceOf('style')] }),
  );
  // An API answer's headers are the same every time: worked out once, then copied onto each.
  const apiHeaders = {
    ...headersSetBy(helmet(helmetOptions(isHttps, { script: [], style: [] }))),
    'cache-control': NOT_KEPT,
  };

  app.decorateReply('cspNonce', {
    getter(this: FastifyReply) {
      return (this.raw as WithNonces)[NONCES];
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // An API answer is never rendered as a page: it needs no nonce, and is spared making two.
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      return done();
    }
    const next = (error?: unknown) => done(error as Error | undefined);
    reply.header('cache-control', NOT_KEPT);
    (reply.raw as WithNonces)[NONCES] = {
      script: randomBytes(16).toString('hex'),
      style: randomBytes(16).toString('hex'),
    };
    setPageHeaders(request.raw, reply.raw, next);
  });
}

/** The headers a helmet middleware sets when it needs nothing from the request. */
function headersSetBy(setHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

type NonceSources = { script: Nonce[]; style: Nonce[] };
type Nonce = ReturnType<typeof nonceOf>;

function helmetOptions(isHttps: boolean, nonces: NonceSources): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...nonces.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...nonces.style],
        styleSrcAttr: ["'unsafe-inline'"],
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
  };
}
