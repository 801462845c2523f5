import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../src/server/project-root.ts';
import { API_SCHEMA_FILE, generateApiSchema } from './api-schema.ts';

/** Fails when a route's schema changed without the web client's types (the same idea as db:check). */
const committed = await readFile(API_SCHEMA_FILE, 'utf8').catch(() => '');
if (committed !== (await generateApiSchema())) {
  const file = path.relative(projectRoot, API_SCHEMA_FILE);
  console.error(
    `${file} ne correspond plus aux routes du serveur : lancez \`npm run api:types\` et committez-le.`,
  );
  process.exit(1);
}
console.log('Types du client web à jour.');
