/**
 * The rule `npm run check:tables` holds the server to (docs/architecture.md, « Qui écrit quelle
 * table »): a table's rows are inserted, updated and deleted by its owner, or by a writer the map
 * of `src/server/db/table-owners.ts` names with its reason. The writes are read from the syntax
 * tree: Drizzle's `insert`, `update` and `delete` on a table of the schema, and SQL written by hand.
 */
import {
  lineAt,
  nodesOf,
  type Problem,
  programOf,
  type SourceFile,
  type SyntaxNode,
} from '../words/syntax.ts';

type Ownership = { owner: string; writers?: Record<string, string> };
export type Write = { file: string; line: number; writer: string; table: string };

/** The feature (`donations`) or the layer (`infra/mail`, `http`) a file of the server belongs to. */
export function writerOf(file: string): string {
  const [, , layer = '', name = ''] = file.split('/');
  if (layer === 'features') return name;
  if (layer === 'infra') return `infra/${name}`;
  return layer.endsWith('.ts') ? 'server' : layer;
}

const HAND_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:public\.)?"?([a-z_]+)"?/gi;
const WRITE_BEFORE = /\b(?:insert\s+into|update|delete\s+from)\s+$/i;

/**
 * The writes of a file. `tables` gives each table of the schema by its exported name, with its
 * name in SQL; the file's imports from the schema tell which of its names are tables.
 */
export function writesOf(source: SourceFile, tables: Map<string, string>): Write[] {
  const program = programOf(source);
  const local = new Map<string, string>();
  for (const node of nodesOf(program)) {
    if (
      node.type !== 'ImportDeclaration' ||
      !/\/db\/schema\.ts$/.test(String((node.source as SyntaxNode).value))
    )
      continue;
    for (const specifier of node.specifiers as SyntaxNode[]) {
      const imported = String(((specifier.imported ?? specifier.local) as SyntaxNode).name);
      const table = tables.get(imported);
      if (table) local.set(String((specifier.local as SyntaxNode).name), table);
    }
  }
  const known = new Set(tables.values());
  const writes: Write[] = [];
  const write = (node: SyntaxNode, table: string) =>
    writes.push({
      file: source.file,
      line: lineAt(source.text, node.start),
      writer: writerOf(source.file),
      table,
    });
  for (const node of nodesOf(program)) {
    const callee = node.callee as SyntaxNode | undefined;
    const [first] = (node.arguments ?? []) as SyntaxNode[];
    const method = callee?.type === 'MemberExpression' ? (callee.property as SyntaxNode).name : undefined;
    if (node.type === 'CallExpression' && ['insert', 'update', 'delete'].includes(String(method))) {
      const table = first?.type === 'Identifier' ? local.get(String(first.name)) : undefined;
      if (table) write(node, table);
    }
    if (node.type !== 'TemplateLiteral') continue;
    const quasis = node.quasis as { value: { cooked: string | null } }[];
    const expressions = node.expressions as SyntaxNode[];
    quasis.forEach(({ value }, index) => {
      const text = value.cooked ?? '';
      for (const [, name] of text.matchAll(HAND_WRITE)) if (name && known.has(name)) write(node, name);
      const next = expressions[index];
      const table = next?.type === 'Identifier' ? local.get(String(next.name)) : undefined;
      if (table && WRITE_BEFORE.test(text)) write(node, table);
    });
  }
  return writes;
}

/** Writes by a stranger to the table, tables the map forgets or names wrongly, writers that stopped. */
export function ownershipProblems(
  writes: Write[],
  owners: Record<string, Ownership>,
  tables: Iterable<string>,
): Problem[] {
  const problems: Problem[] = [];
  const schemaTables = new Set(tables);
  for (const table of schemaTables)
    if (!owners[table])
      problems.push({
        file: 'src/server/db/table-owners.ts',
        line: 1,
        reason: `la table ${table} n’a pas de propriétaire : dites qui l’écrit`,
      });
  for (const [table, { writers = {} }] of Object.entries(owners)) {
    if (!schemaTables.has(table))
      problems.push({
        file: 'src/server/db/table-owners.ts',
        line: 1,
        reason: `${table} n’est pas une table du schéma`,
      });
    for (const writer of Object.keys(writers))
      if (!writes.some((write) => write.table === table && write.writer === writer))
        problems.push({
          file: 'src/server/db/table-owners.ts',
          line: 1,
          reason: `${writer} n’écrit plus ${table} : retirez-le de ses écrivains`,
        });
  }
  for (const { file, line, writer, table } of writes) {
    const ownership = owners[table];
    if (!ownership || ownership.owner === writer || ownership.writers?.[writer]) continue;
    problems.push({
      file,
      line,
      reason: `${writer} écrit ${table}, la table de ${ownership.owner} : appelez son service`,
    });
  }
  return problems;
}
