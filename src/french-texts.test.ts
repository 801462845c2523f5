import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The texts a person reads, as the source writes them: the web app, the domain and the mail
 * templates. Comments are English and left alone.
 */
const ROOTS = ['src/web', 'src/domain', 'src/server'];
const isMailTemplate = (file: string) => /mails?\.ts$|-mail\.ts$|templates\.ts$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

const scanned = () =>
  ROOTS.flatMap(sourceFiles).filter((file) => !file.startsWith('src/server') || isMailTemplate(file));

/** The lines of code, comments left out: the French a person reads is in their strings and JSX. */
function textsOf(file: string): { text: string; line: number }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.replace(/^\s*(\/\/|\/\*|\*).*$/, ''), line: index + 1 }))
    .filter(({ text }) => text.trim() !== '');
}

/** What French typography or the association's words forbid, each with what to write instead. */
const FAULTS: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bKB\b/, instead: 'Ko' },
  { pattern: / de [AEIOUÉÈ]/, instead: 'd’ before a vowel' },
  { pattern: /\bde \$\{/, instead: 'deOrElision(…) before a name' },
  { pattern: /Espèce(?!s)/, instead: 'Espèces (PAYMENT_MODE_LABELS)' },
  { pattern: /aucun d['’]elles/, instead: 'aucune d’elles' },
];

/**
 * Where a fault's words are a stored value or a number, not a sentence: the spec's payment mode
 * `Espèce` (kept in the database, shown as « Espèces »), « de ${count} » before a figure.
 */
const ALLOWED = [
  /PAYMENT_MODES = /,
  /^\s*\w+: 'Espèce',$/,
  /Espèce: 'Espèces'/,
  /de \$\{(formatEuros|formatCents|formatCount|count|counted|loan\.quantity|minimum|filter\.moisMax|payment\.amount|name)\b/,
];

describe('the French of the texts people read', () => {
  it('has no English unit, no « de » before a vowel, no lone « Espèce »', () => {
    const faults = scanned().flatMap((file) =>
      textsOf(file).flatMap(({ text, line }) =>
        FAULTS.filter(({ pattern }) => pattern.test(text))
          .filter(() => !ALLOWED.some((allowed) => allowed.test(text)))
          .map(({ instead }) => `${file}:${line} ${text.slice(0, 80)} → ${instead}`),
      ),
    );
    expect(faults).toEqual([]);
  });
});
