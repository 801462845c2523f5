/**
 * The syntax tree of a TypeScript file, read with oxc's parser (TypeScript 7 has no parser API
 * for a tool to borrow, see `scripts/imports/import-graph.ts`): the words checks read names and
 * calls from it, so that strings and comments never count as code.
 */
import { parseSync } from 'oxc-parser';

/** A file of the repository: its path from the root, written with `/`, and its text. */
export type SourceFile = { file: string; text: string };
export type Problem = { file: string; line: number; reason: string };

/** A node of the tree: its kind, where it sits in the text, and its children under their keys. */
export type SyntaxNode = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of the tree, parents before their children. */
export function* nodesOf(root: SyntaxNode): Generator<SyntaxNode> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push(value[index]);
    } else if (isNode(value)) {
      yield value;
      for (const key of Object.keys(value).reverse()) if (key !== 'parent') stack.push(value[key]);
    }
  }
}

/** The program of a file; a file the parser cannot read is a problem of its own. */
export function programOf({ file, text }: SourceFile): SyntaxNode {
  const { program, errors } = parseSync(file, text);
  const [error] = errors;
  if (error) throw new Error(`${file}: ${error.message}`);
  return program as unknown as SyntaxNode;
}

/** The line of an offset of the text, counted from 1. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
