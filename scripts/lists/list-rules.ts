/**
 * The rule of CONTRIBUTING: a paged list is declared with `defineList` (`src/server/db/list.ts`).
 * Read from the sources, without building the app: a page cut by hand, and a paged route whose
 * service never runs a declared list.
 */

/** A file of the server, its path from the repository's root and its text. */
export type SourceFile = { file: string; text: string };

export type ListProblem = { file: string; line: number; reason: string };

/** `defineList` and the statements under it are where a page's window is written. */
const LIST_MACHINERY = new Set(['src/server/db/list.ts', 'src/server/db/prepared.ts']);

/** The window `defineList` hands its `rows`: the only offset a list may apply. */
const HAND_OFFSET = [
  { pattern: /\.offset\(\s*(?!window\.offset\s*\))/g, what: '`.offset(…)`' },
  { pattern: /\boffset \$\{(?!window\.offset\})/gi, what: 'un `offset` écrit en SQL' },
  { pattern: /\bpageOffset\(/g, what: '`pageOffset(…)`' },
];

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Offsets not taken from a list's window: a page cut, and then counted, by hand. */
export function handPagedLists({ file, text }: SourceFile): ListProblem[] {
  if (LIST_MACHINERY.has(file)) return [];
  const problems: ListProblem[] = [];
  for (const { pattern, what } of HAND_OFFSET)
    for (const match of text.matchAll(pattern))
      problems.push({
        file,
        line: lineOf(text, match.index),
        reason: `${what} découpe une page à la main : déclarez la liste avec defineList (src/server/db/list.ts) et prenez window.offset`,
      });
  if (/\bwindow\.offset\b/.test(text) && !/\bdefineList\(/.test(text))
    problems.push({
      file,
      line: lineOf(text, text.search(/\bwindow\.offset\b/)),
      reason: 'une fenêtre de page hors de toute déclaration defineList',
    });
  return problems;
}

/** Top-level functions of the server, by name: `function f(` or `const f = (…) =>`, to the next top-level line. */
function functionBodies(files: SourceFile[]): Map<string, string> {
  const bodies = new Map<string, string>();
  const declaration =
    /^(?:export )?(?:async )?(?:function\*? (\w+)|const (\w+)(?:: [^=\n]+)? = (?:async )?(?:\(|\w+ =>|<))/gm;
  for (const { text } of files) {
    const starts = [...text.matchAll(declaration)];
    for (const match of starts) {
      const name = match[1] ?? match[2];
      if (!name) continue;
      const rest = text.slice(match.index + match[0].length);
      const end = rest.search(/\n(?=\S)(?!\}|\))/);
      bodies.set(name, rest.slice(0, end === -1 ? undefined : end));
    }
  }
  return bodies;
}

/**
 * The names given to declared lists: `const x = defineList(`, an object of them
 * (`eventLists.upcoming`), or what a function that declares one gives (`eventList(…)`).
 */
function listNames(files: SourceFile[], bodies: Map<string, string>): Set<string> {
  const declaring = [
    'defineList',
    ...[...bodies].filter(([, body]) => body.includes('defineList(')).map(([name]) => name),
  ];
  const declares = new RegExp(`\\b(?:${declaring.join('|')})\\(`);
  const names = new Set<string>();
  for (const { text } of files)
    for (const match of text.matchAll(/^(?:export )?const (\w+)(?:: [^=\n]+)? = ([\s\S]*?)\n(?=\S)/gm))
      if (match[1] && declares.test(match[2] ?? '')) names.add(match[1]);
  return names;
}

/** The routes of a file, each from its method call to the next. */
const routesOf = (text: string) =>
  [...text.matchAll(/\.(?:get|post|put|patch|delete)\(\s*['`]([^'`]+)['`]/g)].map((match, index, all) => ({
    url: match[1] ?? '',
    start: match.index,
    body: text.slice(match.index, all[index + 1]?.index),
  }));

/**
 * A route whose query string is paged (`pagedSchemas`: the names of the schemas that hold `page`
 * and `pageSize`) runs a declared list: its handler calls, at most a few calls down, a function
 * that reads a page of a `defineList` list (`.page(` or `.rows(`).
 */
export function undeclaredPagedRoutes(
  routeFiles: SourceFile[],
  serverFiles: SourceFile[],
  pagedSchemas: Set<string>,
): ListProblem[] {
  const bodies = functionBodies(serverFiles);
  const lists = listNames(serverFiles, bodies);
  const readsList = new RegExp(
    `\\b(?:${[...lists].join('|') || '(?!)'})(?:\\.\\w+|\\[\\w+\\])?\\.(?:page|rows)\\(`,
  );
  const known = new Map<string, boolean>();
  const reachesList = (name: string, depth: number): boolean => {
    const body = bodies.get(name);
    if (body === undefined || depth > 4) return false;
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    known.set(name, false);
    const found =
      readsList.test(body) ||
      [...body.matchAll(/\b(\w+)\(/g)].some(
        ([, called]) => called !== name && called !== undefined && reachesList(called, depth + 1),
      );
    known.set(name, found);
    return found;
  };
  const problems: ListProblem[] = [];
  for (const { file, text } of routeFiles)
    for (const route of routesOf(text)) {
      const querystring = /querystring:\s*([^,\n}]+)/.exec(route.body)?.[1]?.trim() ?? '';
      const isPaged =
        pagedSchemas.has(querystring) ||
        [...pagedSchemas].some((schema) => querystring.startsWith(`${schema}.`));
      if (!isPaged) continue;
      const handler = route.body.slice(route.body.indexOf('handler:'));
      const called = [...handler.matchAll(/\b(\w+)\(/g)].map(([, name]) => name ?? '');
      if (!called.some((name) => reachesList(name, 0)))
        problems.push({
          file,
          line: lineOf(text, route.start),
          reason: `${route.url} est une liste paginée (${querystring}) dont le service ne lit aucune liste déclarée avec defineList`,
        });
    }
  return problems;
}
