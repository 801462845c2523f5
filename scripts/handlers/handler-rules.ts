/**
 * The rule of CONTRIBUTING: a handler reads the request, hands it to one service with the whole
 * context, and sends what it answers. Read from the sources, without building the app: a context
 * taken apart (`{ db, config }: AppContext`), a handler that reads the context itself (`ctx.db`),
 * and a handler that calls more than one service.
 */

/** A file of the server, its path from the repository's root and its text. */
export type SourceFile = { file: string; text: string };

export type HandlerProblem = { file: string; line: number; reason: string };

/**
 * Calls that take the context but read the request, not the data: who is signed in. They may sit
 * beside the service call, as `currentUser(request)` does.
 */
const REQUEST_READERS = new Set(['sessionUser']);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The routes of a file, each from its method call to the next. */
const routesOf = (text: string) =>
  [...text.matchAll(/\.(?:get|post|put|patch|delete)\(\s*['`]([^'`]+)['`]/g)].map((match, index, all) => ({
    url: match[1] ?? '',
    start: match.index,
    body: text.slice(match.index, all[index + 1]?.index),
  }));

export function handlerProblems({ file, text }: SourceFile): HandlerProblem[] {
  const problems: HandlerProblem[] = [];
  for (const match of text.matchAll(/export function register\w*\(\s*app: FastifyInstance,\s*\{/g))
    problems.push({
      file,
      line: lineOf(text, match.index),
      reason: 'le contexte est pris en morceaux : prenez `ctx: AppContext` entier et passez-le au service',
    });
  for (const route of routesOf(text)) {
    // A handler given in its options, or as the route's last argument.
    const named = route.body.search(/\bhandler:/);
    const start = named === -1 ? route.body.search(/\basync\b|\(_?request\b/) : named;
    if (start === -1) continue;
    const handler = route.body.slice(start);
    const line = lineOf(text, route.start + start);
    const readsContext = /\bctx\.\w+/.exec(handler);
    if (readsContext)
      problems.push({
        file,
        line,
        reason: `${route.url} : le gestionnaire lit \`${readsContext[0]}\` ; c'est au service de le faire, qui reçoit ctx`,
      });
    const services = [...handler.matchAll(/\b(\w+)\(\s*ctx\b/g)]
      .map(([, name]) => name ?? '')
      .filter((name) => !REQUEST_READERS.has(name));
    if (services.length > 1)
      problems.push({
        file,
        line,
        reason: `${route.url} : le gestionnaire appelle ${services.length} services (${services.join(', ')}) ; un seul, qui fait le reste`,
      });
  }
  return problems;
}
