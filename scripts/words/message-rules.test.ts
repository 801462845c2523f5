import { describe, expect, it } from 'vitest';
import { messageProblems } from './message-rules.ts';

const lines = (file: string, text: string) => messageProblems({ file, text }).map(({ line }) => line);

describe('who reads a message, and so its language', () => {
  it('refuses a planted answer whose text is written where the error is raised', () => {
    const planted = [
      "import { notFound } from '../../http/errors.ts';",
      "import { OFFER_NOT_FOUND } from '../offers/offers.ts';",
      "const GONE = 'Structure introuvable';",
      "if (!row) throw notFound('Structure introuvable');",
      `if (!row) throw conflict(\`\${count} membres sont déjà inscrits\`);`,
      'if (!row) throw notFound(GONE);',
      'if (!offer) throw notFound(OFFER_NOT_FOUND);',
      "throw new AppError(400, 'SELF_PROXY', 'Vous ne pouvez pas vous donner procuration');",
    ].join('\n');
    expect(lines('src/server/features/structures/service.ts', planted)).toEqual([4, 5, 6, 7, 8]);
  });

  it('lets an answer take its text from the domain, or from a parameter', () => {
    const harmless = [
      "import { AG_RULES } from '../../../domain/assemblies.ts';",
      "import { STRUCTURE_NOT_FOUND } from '../../../domain/structures.ts';",
      'if (!row) throw notFound(STRUCTURE_NOT_FOUND);',
      'if (!row) throw notFound(AG_RULES.notFound);',
      'const refusal = (message: string) => new AppError(409, "PROXY_REFUSED", message);',
    ].join('\n');
    expect(lines('src/server/features/structures/service.ts', harmless)).toEqual([]);
  });

  it('refuses a planted internal error or log line in French, and lets English ones be', () => {
    const planted = [
      "if (!row) throw new Error('événement non créé');",
      "request.log.warn({ err: error }, 'Base de données injoignable');",
      `worker.on('exit', (code) => fail(new Error(\`Le lecteur s’est arrêté (\${code})\`)));`,
      "throw new TypeError(ready ? 'montant illisible' : 'nothing');",
      "if (!row) throw new Error('event not created');",
      "ctx.log?.warn({ userId }, 'erasure postponed: the last active administrator');",
      `throw new Error(\`route \${name} declares no role\`);`,
    ].join('\n');
    expect(lines('src/server/features/events/service.ts', planted)).toEqual([1, 2, 3, 4]);
    expect(lines('src/server/testing/events-factories.ts', planted)).toEqual([1, 2, 3, 4]);
  });

  it('lets the configuration and the backups speak French to whoever starts the server', () => {
    const operator = "throw new Error('STRIPE_SECRET_KEY est défini : choisissez PAYMENT_PROVIDER=stripe');";
    expect(lines('src/server/config.ts', operator)).toEqual([]);
    expect(lines('src/server/features/backup/check-backup.ts', operator)).toEqual([]);
  });
});
