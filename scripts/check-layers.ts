/**
 * `npm run check:layers`: the layers point one way (see docs/architecture.md, « Les couches »).
 * No file of src imports itself back through others, no feature folder (server or web) imports one
 * that imports it, and `src/domain`, `db`, `infra`, `http`, `web/lib` and `web/layout` import
 * nothing above them. Type-only imports and dynamic `import()` count: they tie two files' reasons
 * to change just as much. Tests and their helpers aside.
 */
import path from 'node:path';
import { readImportGraph } from './imports/import-graph.ts';
import { importProblems } from './imports/import-rules.ts';

const graph = await readImportGraph(path.resolve(import.meta.dirname, '..'));
const problems = importProblems(graph);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`Les couches pointent dans un seul sens, sans cycle d’import (${graph.size} fichiers).`);
