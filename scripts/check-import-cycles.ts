/**
 * `npm run check:cycles`: no file of src imports itself back through others, and no feature of
 * src/server/features imports one that imports it (tests and their helpers aside). Type-only
 * imports count: they tie two files' reasons to change just as much. The imports are read with
 * oxc's parser (TypeScript 7 has no parser API for a tool to borrow).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = path.join(ROOT, 'src');
const FEATURES = path.join(SOURCES, 'server', 'features');

const isChecked = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !file.startsWith(path.join(SOURCES, 'server', 'testing'));

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SOURCES, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(isChecked);
}

/** The project's files a file imports or re-exports, statically; packages left out. */
async function importsOf(file: string, known: Set<string>): Promise<string[]> {
  const { module } = parseSync(file, await readFile(file, 'utf8'));
  const requests = [
    ...module.staticImports.map((declaration) => declaration.moduleRequest.value),
    ...module.staticExports.flatMap((declaration) =>
      declaration.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ),
  ];
  return requests
    .filter((request) => request.startsWith('.'))
    .map((request) => path.resolve(path.dirname(file), request))
    .filter((target) => known.has(target));
}

/** Tarjan's strongly connected components: each group of nodes that reach one another. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const featureOf = (file: string) =>
  file.startsWith(FEATURES + path.sep) ? path.relative(FEATURES, file).split(path.sep)[0] : undefined;

const relative = (file: string) => path.relative(ROOT, file);

const files = await sourceFiles();
const known = new Set(files);
const fileGraph = new Map<string, Set<string>>();
for (const file of files) fileGraph.set(file, new Set(await importsOf(file, known)));

const featureGraph = new Map<string, Set<string>>();
/** Which file makes each feature-to-feature edge, to name it in the message. */
const edgeFiles = new Map<string, string>();
for (const [file, targets] of fileGraph) {
  const from = featureOf(file);
  if (!from) continue;
  for (const target of targets) {
    const to = featureOf(target);
    if (!to || to === from) continue;
    featureGraph.set(from, (featureGraph.get(from) ?? new Set()).add(to));
    if (!edgeFiles.has(`${from}→${to}`)) edgeFiles.set(`${from}→${to}`, relative(file));
  }
}

const problems = [
  ...cyclesOf(fileGraph).map((group) => `Cycle d’import entre fichiers : ${group.map(relative).join(', ')}`),
  ...cyclesOf(featureGraph).map((group) => {
    const edges = group.flatMap((from) =>
      [...(featureGraph.get(from) ?? [])]
        .filter((to) => group.includes(to))
        .map((to) => `${from} → ${to} (${edgeFiles.get(`${from}→${to}`)})`),
    );
    return `Cycle d’import entre fonctionnalités ${group.join(', ')} : ${edges.join(' ; ')}`;
  }),
];
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`Aucun cycle d’import (${files.length} fichiers).`);
