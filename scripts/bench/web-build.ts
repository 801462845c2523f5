import { fileURLToPath } from 'node:url';
import { buildWeb } from '../build/web.ts';

/** The web app of the working tree, built into a scratch folder as `npm start` would build it. */
export function buildWebApp(outDir: string): Promise<void> {
  return buildWeb(fileURLToPath(new URL('../..', import.meta.url)), outDir);
}
