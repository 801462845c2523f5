import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_SECTIONS, type DescribedVariable, describeConfig } from '../src/server/config.ts';
import { projectRoot } from '../src/server/project-root.ts';

/**
 * `npm run docs:config` writes docs/configuration.md and .env.example from the descriptions that
 * src/server/config.ts keeps beside each variable's parser; `-- --check` fails when either file
 * differs from what it would write, so that neither can drift from the parser.
 */

const GENERATED_FROM =
  'Écrit par `npm run docs:config` à partir de `src/server/config.ts` : changez les descriptions là-bas.';

function bySection(variables: DescribedVariable[]) {
  return CONFIG_SECTIONS.map((section) => ({
    section,
    variables: variables.filter((variable) => variable.doc.section === section),
  })).filter((group) => group.variables.length > 0);
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * What the tests and the bench read, never the server: listed apart, so that a reader of the
 * environment of `npm test` or `npm run bench` finds them too, and kept out of `.env.example`.
 */
const TOOL_VARIABLES: { name: string; meaning: string; readBy: string }[] = [
  {
    name: 'TEST_DATABASE_URL',
    meaning:
      'Un PostgreSQL externe pour la suite d’API (`npm run test:postgres`), au lieu du PostgreSQL embarqué.',
    readBy: '`src/server/testing/test-database.ts`, `.ci/run`',
  },
  {
    name: 'E2E_MAIL_DIR',
    meaning:
      'Le dossier où le serveur SMTP local des parcours Playwright écrit les mails reçus ; posée par la préparation.',
    readBy: '`tests/e2e/global-setup.ts`, `tests/e2e/support/mailbox.ts`, `npm run docs:screenshots`',
  },
  {
    name: 'BENCH_DATABASE_URL',
    meaning:
      'Le PostgreSQL où `npm run bench` crée ses bases, supprimées à la fin (par défaut `postgres://postgres@127.0.0.1:5432/postgres`).',
    readBy: '`scripts/bench.ts`',
  },
  {
    name: 'BENCH_CALLERS',
    meaning:
      'Les comptes (administrateur, membre) au nom desquels répond le gestionnaire nu du banc d’essai ; posée par `scripts/bench.ts` pour le processus qu’il lance.',
    readBy: '`scripts/bench.ts`, `scripts/bench/bare-server.ts`',
  },
  {
    name: 'CHROME_PATH',
    meaning: 'Le Chromium que Lighthouse lance pendant le banc d’essai (celui de Debian par défaut).',
    readBy: '`scripts/bench/chromium.ts`',
  },
];

function configurationPage(variables: DescribedVariable[]): string {
  const lines = [
    '# Configuration',
    '',
    `<!-- ${GENERATED_FROM} -->`,
    '',
    'Le serveur et les commandes (`npm run create-admin`, `seed:demo`, `backup`, `restore`) lisent les mêmes variables d’environnement, toutes facultatives : sans aucune, l’application tourne sur une seule machine, hors ligne (base PostgreSQL embarquée, paiement simulé, mails écrits dans le journal du serveur). Une valeur invalide arrête le démarrage sur une ligne qui nomme la variable.',
    '',
    'L’application ne lit pas de fichier `.env` elle-même : [`.env.example`](../.env.example) reprend chaque variable, à copier dans le fichier que lit le service (`EnvironmentFile=` de systemd, voir [la mise en production](production.md)).',
    '',
    'Les sections suivent `CONFIG_SECTIONS` de `src/server/config.ts`.',
  ];
  for (const { section, variables: inSection } of bySection(variables)) {
    lines.push(
      '',
      `## ${section}`,
      '',
      '| Variable | Rôle | Par défaut | Exemple | À définir |',
      '|---|---|---|---|---|',
    );
    for (const { name, doc, fallback } of inSection) {
      const row = [`\`${name}\``, doc.meaning, fallback ?? '—', `\`${doc.example}\``, doc.when];
      lines.push(`| ${row.map(cell).join(' | ')} |`);
    }
  }
  lines.push(
    '',
    '## Tests et banc d’essai',
    '',
    'Lues par les tests et `npm run bench`, jamais par le serveur.',
    '',
    '| Variable | Rôle | Lue par |',
    '|---|---|---|',
    ...TOOL_VARIABLES.map(({ name, meaning, readBy }) => `| \`${name}\` | ${cell(meaning)} | ${readBy} |`),
  );
  return `${lines.join('\n')}\n`;
}

/** Quoted when needed, with single quotes: systemd, the shell and `node --env-file` then read the same value. */
function envValue(value: string): string {
  return /^[\w./:@+-]*$/.test(value) ? value : `'${value}'`;
}

const plain = (text: string) => text.replaceAll('`', '');

/** Comment lines of at most 100 characters, cut between words. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length > 1 && line.length + word.length + 1 > 100) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function envExample(variables: DescribedVariable[]): string {
  const lines = [
    '# Configuration de l’espace adhérents : copiez ce fichier et décommentez ce que vous changez.',
    `# ${plain(GENERATED_FROM)}`,
    '# docs/configuration.md décrit chaque variable ; docs/production.md, une installation réelle.',
  ];
  for (const { section, variables: inSection } of bySection(variables)) {
    lines.push('', `# ── ${section} ──`);
    for (const { name, doc, fallback } of inSection) {
      const when = plain(doc.when);
      lines.push('', ...comment(plain(doc.meaning)));
      lines.push(...comment(`À définir : ${when.charAt(0).toLowerCase()}${when.slice(1)}`));
      if (fallback) lines.push(...comment(`Par défaut : ${plain(fallback)}`));
      lines.push(`#${name}=${envValue(doc.example)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Each generated file, by its path from the project's root, with the text it should hold. */
export function configDocs(): Record<string, string> {
  const variables = describeConfig();
  return {
    'docs/configuration.md': configurationPage(variables),
    '.env.example': envExample(variables),
  };
}

/** The generated files whose text on disk differs from what `npm run docs:config` would write. */
export async function staleConfigDocs(): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, text] of Object.entries(configDocs())) {
    const onDisk = await readFile(path.join(projectRoot, file), 'utf8').catch(() => '');
    if (onDisk !== text) stale.push(file);
  }
  return stale;
}

if (import.meta.main) {
  if (process.argv.includes('--check')) {
    const stale = await staleConfigDocs();
    if (stale.length > 0) {
      console.error(
        `${stale.join(' et ')} ne correspond${stale.length > 1 ? 'ent' : ''} plus à src/server/config.ts : lancez \`npm run docs:config\` et committez le résultat.`,
      );
      process.exit(1);
    }
    console.log('Documentation de la configuration à jour.');
  } else {
    for (const [file, text] of Object.entries(configDocs()))
      await writeFile(path.join(projectRoot, file), text);
    console.log('docs/configuration.md et .env.example écrits.');
  }
}
