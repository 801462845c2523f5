/**
 * The rule of CONTRIBUTING (« Les messages ») on who reads a message, and so its language:
 * - a person using the app reads the message of an error answer: French, a text of `src/domain`,
 *   never a string written where the error is raised;
 * - a developer reads what the code throws when it breaks its own invariants, and the server's log:
 *   English, like the code and its comments. A French one fails (accents, or French small words).
 * The person who installs and starts the server reads what `OPERATOR_FILES` and the commands of
 * `scripts/` tell her: French, and not checked here.
 */
import { lineAt, nodesOf, type Problem, programOf, type SourceFile, type SyntaxNode } from './syntax.ts';

/**
 * Where the server tells whoever starts it what to fix: its configuration, its database, and the
 * backups that `npm run backup` and `npm run restore` write and read.
 */
const OPERATOR_FILES = [
  'src/server/config.ts',
  'src/server/main.ts',
  'src/server/db/embedded-postgres.ts',
  'src/server/db/embedded-binaries.ts',
  'src/server/features/backup/',
];

/**
 * The folders the membership rework is changing: their messages move to the domain, and their
 * internal ones to English, with the rename that follows it; a text imported from them waits too.
 */
const PENDING_FOLDERS = [
  'src/server/features/members/',
  'src/server/features/donations/',
  'src/server/features/registration/',
  'src/server/features/validation/',
  'src/server/features/payments/',
  'src/server/features/statistics/',
];
const PENDING_IMPORT = /\/(?:members|donations|registration|validation|payments|statistics)\//;

/** The helpers of `src/server/http/errors.ts` and the class they build: their message is answered. */
const ANSWERED = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'serviceUnavailable',
  'tooManyRequests',
]);
const LOG_LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log']);

/** Accents, and French small words or words of our messages that English does not write. */
const FRENCH =
  /[àâçéèêëîïôœùûüÿ’]|(?<![\w-])(?:le|la|les|un|une|des|du|de|est|sont|pas|non|aucun|aucune|sans|au|aux|ne|d'|l'|n'|qu'|s'|introuvable|illisible|manquante?|calendrier|erreur)(?![\w-])/i;

/** The text a string or template literal writes, its interpolations left out; both of a choice. */
function writtenText(node: SyntaxNode | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'ConditionalExpression') {
    const texts = [node.consequent, node.alternate].map((branch) => writtenText(branch as SyntaxNode));
    return texts.some((text) => text !== undefined) ? texts.join(' ') : undefined;
  }
  if (node?.type === 'TemplateLiteral')
    return (node.quasis as { value: { cooked: string | null } }[])
      .map((quasi) => quasi.value.cooked ?? '')
      .join(' ');
  return undefined;
}

const calleeName = (callee: SyntaxNode | undefined): string | undefined =>
  callee?.type === 'Identifier' ? String(callee.name) : undefined;

/** `request.log.warn(…)`, `logger.error(…)`, `console.warn(…)`: the arguments a log line is written from. */
function loggedArguments(node: SyntaxNode): SyntaxNode[] {
  const callee = node.callee as SyntaxNode | undefined;
  if (node.type !== 'CallExpression' || callee?.type !== 'MemberExpression') return [];
  const level = (callee.property as SyntaxNode).name;
  const object = callee.object as SyntaxNode;
  const owner = object.type === 'MemberExpression' ? (object.property as SyntaxNode).name : object.name;
  const isLog = typeof owner === 'string' && /^(?:log|logger|console)$/i.test(owner);
  return isLog && typeof level === 'string' && LOG_LEVELS.has(level) ? (node.arguments as SyntaxNode[]) : [];
}

/** `new Error('…')` and its kin, but not `AppError`, whose message is answered. */
function thrownMessage(node: SyntaxNode): SyntaxNode | undefined {
  const name = calleeName(node.callee as SyntaxNode);
  if (node.type !== 'NewExpression' || !name || !/Error$/.test(name) || name === 'AppError') return undefined;
  return (node.arguments as SyntaxNode[])[0];
}

/** The message an error answer is built with: a helper's first argument, `new AppError`'s third. */
function answeredMessage(node: SyntaxNode): SyntaxNode | undefined {
  const name = calleeName(node.callee as SyntaxNode);
  const args = (node.arguments ?? []) as SyntaxNode[];
  if (node.type === 'CallExpression' && name && ANSWERED.has(name)) return args[0];
  if (node.type === 'NewExpression' && name === 'AppError') return args[2];
  return undefined;
}

/** The root name of `AG_RULES.notFound` or of `MESSAGE`. */
const rootName = (node: SyntaxNode | undefined): string | undefined => {
  if (node?.type === 'Identifier') return String(node.name);
  if (node?.type === 'MemberExpression') return rootName(node.object as SyntaxNode);
  return undefined;
};

/**
 * Names a file gives texts outside the domain: its own constants set to a string, and what it
 * imports from another file of the server. Parameters and the domain's imports are not among them.
 */
function serverTexts(program: SyntaxNode): Set<string> {
  const names = new Set<string>();
  for (const node of nodesOf(program)) {
    const from = node.type === 'ImportDeclaration' ? String((node.source as SyntaxNode).value) : '';
    if (node.type === 'ImportDeclaration' && !/\/domain\//.test(from) && !PENDING_IMPORT.test(from))
      for (const specifier of node.specifiers as SyntaxNode[])
        names.add(String((specifier.local as SyntaxNode).name));
    const init = node.init as SyntaxNode | undefined;
    if (node.type === 'VariableDeclarator' && writtenText(init) !== undefined)
      names.add(String((node.id as SyntaxNode).name));
  }
  return names;
}

export function messageProblems(source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  if (PENDING_FOLDERS.some((folder) => source.file.startsWith(folder))) return problems;
  const operator = OPERATOR_FILES.some((file) => source.file.startsWith(file));
  const program = programOf(source);
  const outsideDomain = serverTexts(program);
  for (const node of nodesOf(program)) {
    const line = lineAt(source.text, node.start);
    const message = answeredMessage(node);
    const written = writtenText(message);
    const root = rootName(message);
    if (written !== undefined || (root && outsideDomain.has(root)))
      problems.push({
        file: source.file,
        line,
        reason: `message d’erreur pris hors de src/domain (${written === undefined ? root : `« ${written.trim()} »`}) : écrivez son texte dans src/domain`,
      });
    if (operator) continue;
    for (const message of [thrownMessage(node), ...loggedArguments(node)]) {
      const text = writtenText(message);
      if (text !== undefined && FRENCH.test(text))
        problems.push({
          file: source.file,
          line,
          reason: `message interne en français (« ${text.trim()} ») : il s’écrit en anglais, comme le code`,
        });
    }
  }
  return problems;
}
