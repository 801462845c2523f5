/**
 * The rules `npm run check:layers` holds the import graph of src to, apart from reading the files:
 * a graph of made-up paths is enough to try each rule. Paths are relative to the repository and
 * written with `/`.
 */

/** Which file imports which: every import counts, type-only and dynamic `import()` alike. */
export type ImportGraph = Map<string, Set<string>>;

/**
 * Each folder and the folders it must not import: the lower layers serve every feature, so naming
 * one would tie them to it. Only the composition roots (`src/server/app.ts`, `main.ts`,
 * `src/web/router.tsx`) put features and layers together.
 */
const FORBIDDEN_IMPORTS: Record<string, string[]> = {
  'src/domain': ['src/server', 'src/web'],
  'src/server/db': ['src/server/features'],
  'src/server/infra': ['src/server/features'],
  'src/server/http': ['src/server/features'],
  'src/web/lib': ['src/web/features', 'src/web/layout'],
  'src/web/layout': ['src/web/features'],
};

/** Folders whose sub-folders are features, which may lean on one another but never in a loop. */
const FEATURE_FOLDERS = ['src/server/features', 'src/web/features'];

const isUnder = (file: string, folder: string) => file.startsWith(`${folder}/`);

/** The feature a file belongs to, named with its side (`src/web/features/assemblies`). */
function featureOf(file: string): string | undefined {
  const folder = FEATURE_FOLDERS.find((candidate) => isUnder(file, candidate));
  if (!folder) return undefined;
  const [name] = file.slice(folder.length + 1).split('/');
  return name?.includes('.') ? undefined : `${folder}/${name}`;
}

/** Tarjan's strongly connected components: each group of nodes that reach one another. */
function cyclesOf(graph: ImportGraph): string[][] {
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

function layerProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    for (const [layer, forbidden] of Object.entries(FORBIDDEN_IMPORTS)) {
      if (!isUnder(file, layer)) continue;
      for (const target of targets) {
        const folder = forbidden.find((candidate) => isUnder(target, candidate));
        if (folder) problems.push(`${file} importe ${target} : ${layer} n’importe rien de ${folder}`);
      }
    }
  }
  return problems;
}

function featureCycleProblems(graph: ImportGraph): string[] {
  const featureGraph: ImportGraph = new Map();
  /** Which file makes each feature-to-feature edge, to name it in the message. */
  const edgeFiles = new Map<string, string>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      featureGraph.set(from, (featureGraph.get(from) ?? new Set()).add(to));
      if (!edgeFiles.has(`${from}→${to}`)) edgeFiles.set(`${from}→${to}`, file);
    }
  }
  return cyclesOf(featureGraph).map((group) => {
    const edges = group.flatMap((from) =>
      [...(featureGraph.get(from) ?? [])]
        .filter((to) => group.includes(to))
        .map((to) => `${from} → ${to} (${edgeFiles.get(`${from}→${to}`)})`),
    );
    return `Cycle d’import entre fonctionnalités ${group.join(', ')} : ${edges.join(' ; ')}`;
  });
}

/** Every broken rule, one French sentence each; none when the layers point one way. */
export function importProblems(graph: ImportGraph): string[] {
  return [
    ...layerProblems(graph),
    ...cyclesOf(graph).map((group) => `Cycle d’import entre fichiers : ${group.join(', ')}`),
    ...featureCycleProblems(graph),
  ];
}
