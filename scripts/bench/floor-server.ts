import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

/**
 * The floor's server: `node:http` and nothing else. The pages of the folder named by its
 * argument (`admin/users.html` answers /admin/users) were written before it starts and are held in memory; the built app's
 * hashed assets come from WEB_DIR as ours go out: the build's brotli or gzip copy, kept a year.
 * Run by scripts/bench/first-row.ts, which it tells its port.
 */
const floorDir = process.argv[2] ?? '';
const assetsDir = path.join(process.env.WEB_DIR ?? '', 'assets');
const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const pages = new Map<string, Buffer>();
for (const file of await readdir(floorDir, { recursive: true })) {
  if (file.endsWith('.html'))
    pages.set(`/${file.slice(0, -'.html'.length)}`, await readFile(path.join(floorDir, file)));
}

/** The build's compressed copy the browser accepts, as @fastify/static's `preCompressed` picks it. */
async function readAsset(name: string, accepted: string) {
  const file = path.join(assetsDir, path.basename(name));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.includes(encoding)) continue;
    const body = await readFile(`${file}${suffix}`).catch(() => null);
    if (body) return { body, encoding };
  }
  return { body: await readFile(file), encoding: undefined };
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://floor');
  const page = pages.get(pathname);
  if (page) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(page);
    return;
  }
  try {
    const { body, encoding } = await readAsset(pathname, String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': ASSET_TYPES[path.extname(pathname)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' ? address?.port : undefined });
});
