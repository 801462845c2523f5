import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { PERSONAL_DATA } from './personal-data.ts';

/** Every column of the schema with a foreign key to `users`, and its ON DELETE, by table. */
function referencesToUsers(): Map<string, Map<string, string>> {
  const tables = new Map<string, Map<string, string>>();
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (getTableConfig(reference.foreignTable).name !== 'users') continue;
      const columns = tables.get(config.name) ?? new Map<string, string>();
      for (const column of reference.columns) columns.set(column.name, foreignKey.onDelete ?? 'no action');
      tables.set(config.name, columns);
    }
  }
  return tables;
}

const tableNames = new Set(
  Object.values(schema).flatMap((table) => (table instanceof PgTable ? [getTableConfig(table).name] : [])),
);

describe('the personal-data registry', () => {
  const schemaReferences = referencesToUsers();
  const registered = new Map(PERSONAL_DATA.map((entry) => [entry.table, entry]));

  it('lists every table with a reference to users', () => {
    const missing = [...schemaReferences.keys()].filter((table) => !registered.has(table));
    expect(
      missing,
      `Tables qui désignent un membre sans figurer au registre privacy/personal-data.ts : ${missing.join(', ')}. ` +
        'Ajoutez-les en disant ce que l’export, l’effacement et la suppression font de leurs lignes.',
    ).toEqual([]);
  });

  it('lists every table with a user_id column, whatever its foreign keys', () => {
    const withUserId = Object.values(schema).flatMap((table) => {
      if (!(table instanceof PgTable)) return [];
      const config = getTableConfig(table);
      return config.columns.some((column) => column.name === 'user_id') ? [config.name] : [];
    });
    expect(withUserId.length).toBeGreaterThan(0);
    const missing = withUserId.filter((table) => !registered.has(table));
    expect(
      missing,
      `Tables avec une colonne user_id absentes du registre privacy/personal-data.ts : ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('lists each table once, and only tables of the schema', () => {
    const tables = PERSONAL_DATA.map((entry) => entry.table);
    const repeated = tables.filter((table, index) => tables.indexOf(table) !== index);
    expect(repeated, `Tables inscrites deux fois au registre : ${repeated.join(', ')}`).toEqual([]);
    const unknown = tables.filter((table) => !tableNames.has(table));
    expect(unknown, `Tables du registre absentes du schéma : ${unknown.join(', ')}`).toEqual([]);
  });

  it('names, for each table, exactly its columns that refer to users', () => {
    const stale: string[] = [];
    for (const entry of PERSONAL_DATA) {
      const declared = Object.keys(entry.references).sort();
      const actual = [...(schemaReferences.get(entry.table)?.keys() ?? [])].sort();
      if (declared.join() !== actual.join()) {
        stale.push(
          `${entry.table} (registre : ${declared.join(', ') || 'aucune'} ; schéma : ${actual.join(', ') || 'aucune'})`,
        );
      }
      if (actual.length === 0 && !entry.withoutReference) {
        stale.push(
          `${entry.table} (ne désigne plus de membre : dites comment elle le retrouve, ou retirez-la)`,
        );
      }
    }
    expect(stale, `Colonnes vers users qui ne correspondent pas au registre : ${stale.join(' ; ')}`).toEqual(
      [],
    );
  });

  it('declares what the deletion does as the foreign keys do it', () => {
    const mismatched = PERSONAL_DATA.flatMap((entry) =>
      Object.entries(entry.references).flatMap(([column, onDelete]) => {
        const actual = schemaReferences.get(entry.table)?.get(column);
        return actual && actual !== onDelete
          ? [`${entry.table}.${column} (registre : ${onDelete} ; clé étrangère : ${actual})`]
          : [];
      }),
    );
    expect(
      mismatched,
      `La suppression d’un compte ne fait pas ce que dit le registre : ${mismatched.join(' ; ')}`,
    ).toEqual([]);
  });

  it('fills each part of the export once', () => {
    const parts = PERSONAL_DATA.flatMap(({ export: exported }) =>
      'part' in exported ? [exported.part] : [],
    );
    const collected = PERSONAL_DATA.flatMap(({ export: exported }) =>
      'collect' in exported && exported.collect ? [exported.part] : [],
    );
    const unfilled = [...new Set(parts)].filter((part) => !collected.includes(part));
    expect(unfilled, `Parties de l’export que personne ne remplit : ${unfilled.join(', ')}`).toEqual([]);
    expect(new Set(collected).size, 'Une partie de l’export est remplie deux fois').toBe(collected.length);
  });
});
