import path from 'node:path';
import madge from 'madge';
import { projectRoot } from '../src/server/project-root.ts';

/**
 * Fails on an import cycle between files, and on one between the folders of src/server/features:
 * a feature may use another only if that other does not use it back, so that each can be read,
 * tested and changed from its dependencies up.
 */
const FEATURES = 'server/features/';
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/testing/');

const result = await madge(path.join(projectRoot, 'src'), {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: path.join(projectRoot, 'tsconfig.json'),
});

const fileCycles = result.circular();

const featureOf = (file: string) =>
  file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : undefined;
const featureEdges = new Map<string, Set<string>>();
for (const [file, imports] of Object.entries(result.obj())) {
  const from = featureOf(file);
  if (!from || isTest(file)) continue;
  for (const imported of imports) {
    const to = featureOf(imported);
    if (!to || to === from) continue;
    const targets = featureEdges.get(from) ?? new Set<string>();
    targets.add(to);
    featureEdges.set(from, targets);
  }
}
const featureCycles = stronglyConnected(featureEdges).filter((group) => group.length > 1);

if (fileCycles.length === 0 && featureCycles.length === 0) {
  console.log('Aucun cycle d’import.');
} else {
  for (const cycle of fileCycles) {
    console.error(`Cycle d’import entre fichiers : ${[...cycle, cycle[0]].join(' → ')}`);
  }
  for (const group of featureCycles) {
    const inside = new Set(group);
    const edges = group.flatMap((from) =>
      [...(featureEdges.get(from) ?? [])].filter((to) => inside.has(to)).map((to) => `${from} → ${to}`),
    );
    console.error(`Cycle d’import entre fonctionnalités (${group.join(', ')}) : ${edges.join(' ; ')}`);
  }
  process.exit(1);
}

/** Tarjan's algorithm: the groups of features that reach each other. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}
