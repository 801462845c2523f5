import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../src/server/project-root.ts';
import { API_SCHEMA_FILE, generateApiSchema } from './api-schema.ts';

/** Writes the web client's types from the server's routes: run after changing a route's schema. */
await writeFile(API_SCHEMA_FILE, await generateApiSchema());
console.log(`${path.relative(projectRoot, API_SCHEMA_FILE)} écrit.`);
