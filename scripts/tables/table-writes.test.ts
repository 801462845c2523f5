import { describe, expect, it } from 'vitest';
import { ownershipProblems, type Write, writerOf, writesOf } from './table-writes.ts';

const TABLES = new Map([
  ['evenements', 'evenements'],
  ['materials', 'materials'],
  ['receiptCounters', 'receipt_counters'],
]);
const OWNERS = {
  evenements: { owner: 'events' },
  materials: { owner: 'materials', writers: { privacy: 'erases a person’s rows' } },
  receipt_counters: { owner: 'donations' },
};
const IMPORTS = "import { evenements, materials as catalogue } from '../../db/schema.ts';\n";

const problemsOf = (file: string, text: string) =>
  ownershipProblems(writesOf({ file, text: IMPORTS + text }, TABLES), OWNERS, Object.keys(OWNERS));

describe('who writes each table', () => {
  it('names the writer after the feature or the layer of the file', () => {
    expect(writerOf('src/server/features/donations/admin/service.ts')).toBe('donations');
    expect(writerOf('src/server/infra/mail/purge.ts')).toBe('infra/mail');
    expect(writerOf('src/server/http/rate-limit.ts')).toBe('http');
    expect(writerOf('src/server/app.ts')).toBe('server');
  });

  it('refuses a planted write to another feature’s table, by Drizzle or by hand', () => {
    const planted = [
      'await tx.update(evenements).set({ titre }).where(eq(evenements.id, id));',
      'await db.delete(catalogue).where(eq(catalogue.id, id));',
      `await tx.execute(sql\`insert into receipt_counters (year, last) values (\${year}, 1)\`);`,
      `await tx.execute(sql\`update \${evenements} set places_max = 1\`);`,
    ].join('\n');
    const problems = problemsOf('src/server/features/messages/sending.ts', planted).filter(
      ({ file }) => file !== 'src/server/db/table-owners.ts',
    );
    expect(problems.map(({ line, reason }) => `${line} ${reason.split(' :')[0]}`)).toEqual([
      '2 messages écrit evenements, la table de events',
      '3 messages écrit materials, la table de materials',
      '4 messages écrit receipt_counters, la table de donations',
      '5 messages écrit evenements, la table de events',
    ]);
  });

  it('lets the owner write, and a declared writer, and anyone read', () => {
    const writes: Write[] = [
      { file: 'src/server/features/materials/service.ts', line: 1, writer: 'materials', table: 'materials' },
      { file: 'src/server/features/privacy/erasure.ts', line: 1, writer: 'privacy', table: 'materials' },
    ];
    expect(ownershipProblems(writes, OWNERS, Object.keys(OWNERS))).toEqual([]);
    const reads = 'const rows = await db.select().from(evenements).for("update"); // update evenements\n';
    expect(
      writesOf({ file: 'src/server/features/messages/audience.ts', text: IMPORTS + reads }, TABLES),
    ).toEqual([]);
  });

  it('refuses a table without an owner, an owner of no table, and a writer that no longer writes', () => {
    const reasons = ownershipProblems([], { ...OWNERS, gone: { owner: 'events' } }, [
      ...Object.keys(OWNERS),
      'audit_log',
    ]).map(({ reason }) => reason.split(' :')[0]);
    expect(reasons).toEqual([
      'la table audit_log n’a pas de propriétaire',
      'privacy n’écrit plus materials',
      'gone n’est pas une table du schéma',
    ]);
  });
});
