/**
 * The rule of CONTRIBUTING (« Les valeurs enregistrées »): a stored enumeration is declared once,
 * its values in a list of `src/domain`, from which `schema.ts` builds the `pgEnum` and the code
 * takes its type. A `pgEnum` given its values in place, and a second list or union type that spells
 * all the values of a stored enumeration again, fail: the copy would not follow a new value.
 */
import { lineAt, nodesOf, type Problem, programOf, type SourceFile, type SyntaxNode } from './syntax.ts';

/** A stored enumeration: its PostgreSQL name and values, as `schema.ts` declares them. */
export type Enumeration = { name: string; values: readonly string[] };

const stringValue = (node: unknown): string | undefined => {
  const literal = node as { type?: string; value?: unknown; literal?: { type?: string; value?: unknown } };
  if (literal.type === 'Literal' && typeof literal.value === 'string') return literal.value;
  if (literal.type === 'TSLiteralType') return stringValue(literal.literal);
  return undefined;
};

/** The strings a list or a union type spells, or nothing when one of its members is not a string. */
function spelledValues(node: SyntaxNode): string[] | undefined {
  const members =
    node.type === 'ArrayExpression' ? node.elements : node.type === 'TSUnionType' ? node.types : [];
  if (!Array.isArray(members)) return undefined;
  const values = members.map(stringValue);
  return values.length > 1 && values.every((value) => value !== undefined) ? (values as string[]) : undefined;
}

const sameSet = (values: string[], enumeration: Enumeration) =>
  values.length === enumeration.values.length && enumeration.values.every((value) => values.includes(value));

/** `export const X = [...] as const` in the domain: where an enumeration's values are declared. */
const declarationLists = (program: SyntaxNode) => {
  const lists = new Set<SyntaxNode>();
  for (const node of nodesOf(program)) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration as SyntaxNode | null;
    for (const declarator of (declaration?.declarations ?? []) as SyntaxNode[]) {
      let init = declarator.init as SyntaxNode | null;
      while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression'))
        init = init.expression as SyntaxNode;
      if (init?.type === 'ArrayExpression') lists.add(init);
    }
  }
  return lists;
};

/** The list a `pgEnum(name, [...])` is given in place, if it is. */
const inlinePgEnumValues = (node: SyntaxNode) => {
  const callee = node.callee as SyntaxNode | undefined;
  const [, values] = (node.arguments ?? []) as SyntaxNode[];
  const isPgEnum =
    node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'pgEnum';
  return isPgEnum && values?.type === 'ArrayExpression' ? values : undefined;
};

/**
 * Every `pgEnum` given its values in place, and every list or union type that spells the values of
 * a stored enumeration again; the first list the domain exports for it is its declaration.
 */
export function enumerationProblems(files: SourceFile[], enumerations: Enumeration[]): Problem[] {
  const problems: Problem[] = [];
  const declared = new Set<string>();
  for (const source of files) {
    const program = programOf(source);
    const declarations = source.file.startsWith('src/domain/') ? declarationLists(program) : new Set();
    const inline = new Set<SyntaxNode>();
    for (const node of nodesOf(program)) {
      const line = lineAt(source.text, node.start);
      const inPlace = inlinePgEnumValues(node);
      if (inPlace) {
        inline.add(inPlace);
        problems.push({
          file: source.file,
          line,
          reason:
            'un pgEnum reçoit ses valeurs en place : déclarez-les une fois dans src/domain et passez cette liste',
        });
      }
      if (inline.has(node)) continue;
      const spelled = spelledValues(node);
      const enumeration = spelled && enumerations.find((candidate) => sameSet(spelled, candidate));
      if (!enumeration) continue;
      if (declarations.has(node) && !declared.has(enumeration.name)) declared.add(enumeration.name);
      else
        problems.push({
          file: source.file,
          line,
          reason: `les valeurs de ${enumeration.name} écrites une seconde fois : prenez la liste ou le type de src/domain`,
        });
    }
  }
  return problems;
}
