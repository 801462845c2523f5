import { fileURLToPath } from 'node:url';

/** The web app of the working tree, built into a scratch folder as `npm start` would build it. */
export async function buildWebApp(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
