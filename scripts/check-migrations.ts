import { execFileSync } from 'node:child_process';

/** Fails when the schema has changed without a committed migration (drizzle-kit would write a new file). */
const output = execFileSync('drizzle-kit', ['generate', '--name', 'drift-check'], { encoding: 'utf8' });
if (!output.includes('No schema changes')) {
  console.error(output);
  console.error('Le schéma a changé sans migration : lancez `npm run db:generate` et committez le fichier.');
  process.exit(1);
}
console.log('Migrations à jour.');
