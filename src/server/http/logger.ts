import { DrizzleQueryError } from 'drizzle-orm';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from '../config.ts';

/** `true`: standard output; a stream: every line goes there (the tests read it); `false`: no log. */
export type LogDestination = boolean | { write: (line: string) => void };

const CENSOR = '[masqué]';

const PERSONAL_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'otp',
  'email',
  'prenom',
  'nom',
  'adresse',
  'code_postal',
  'ville',
  'telephone',
  'annee_naissance',
];

/** Whatever someone logs one day, these never reach the log: credentials and a member's identity. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  ...PERSONAL_KEYS,
  ...PERSONAL_KEYS.map((key) => `*.${key}`),
];

/** PostgreSQL fields that name the failure without carrying a value (`detail` holds the whole row). */
const SAFE_ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'statusCode',
] as const;

const isDatabaseError = (error: Error) =>
  typeof (error as { severity?: unknown }).severity === 'string' ||
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/**
 * The message without the values the request carried: Drizzle's message ends with the query's
 * parameters, and PostgreSQL quotes the refused value after a colon
 * (`invalid input syntax for type uuid: "…"`).
 */
function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (isDatabaseError(error)) return error.message.replace(/:\s[\s\S]*$/, `: ${CENSOR}`);
  return error.message;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Pino's own serializer copies every property of an error, Drizzle's `params` and PostgreSQL's
 * `detail` included: here only the type, the SQL text, the codes and the stack's frames are kept.
 */
function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: CENSOR, stack: '' };
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error instanceof DrizzleQueryError) serialized.query = error.query;
  if (depth < 5 && error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
  if (depth < 5 && error instanceof AggregateError)
    serialized.errors = error.errors.map((inner) => serializeError(inner, depth + 1));
  return serialized;
}

/**
 * The method and path only: a query string may carry a search on a member's name or a signed
 * link's token, and the headers a session cookie.
 */
const serializeRequest = (request: Partial<FastifyRequest>) => ({
  method: request.method,
  url: request.url?.split('?')[0],
  remoteAddress: request.ip,
});

const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi;
/** Drizzle's `\nparams: …` inside any JSON string, should an error's message be logged as is. */
const QUERY_PARAMS = /\\nparams: (?:[^"\\]|\\.)*/g;

/** Last safety net on the written line, whatever produced it. */
const scrubLine = (line: string) => line.replace(QUERY_PARAMS, `\\nparams: ${CENSOR}`).replace(EMAIL, CENSOR);

/**
 * Readable lines for a person at a terminal: time, level and message, the request's fields left
 * out (the message names the request). It reads the lines `scrubLine` already cleaned.
 */
async function prettyStream(colorize: boolean) {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
}

/**
 * To standard output, pretty or JSON as the configuration says; a stream (the tests) always
 * gets JSON, at the configured level.
 */
export async function createLoggerOptions(
  destination: LogDestination,
  settings: Config['log'],
): Promise<FastifyServerOptions['logger']> {
  if (destination === false) return false;
  const stream =
    destination !== true
      ? destination
      : settings.format === 'pretty'
        ? await prettyStream(process.stdout.isTTY === true)
        : undefined;
  return {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      // `log.error(error)` would take the raw message as the line's text.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && typeof rest[0] !== 'string') {
          return method.apply(this, [{ err: first }, safeMessage(first)] as never);
        }
        return method.apply(this, args);
      },
      streamWrite: scrubLine,
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per request, at `debug`: Fastify's pair of `info` lines was 98 % of the log of a
 * short session, burying the start-up, the warnings and the mails. A failed request keeps
 * Fastify's `error` line.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const duration = Math.round(reply.elapsedTime * 10) / 10;
    request.log.debug(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      `${request.method} ${request.url.split('?')[0]} → ${reply.statusCode} (${duration} ms)`,
    );
  }
}

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * better-auth prints its errors on the console, a failed query's parameters (a session token)
 * included: they go to the app's log instead, through the same serializer.
 */
export function createAuthLogger(log: FastifyBaseLogger) {
  return {
    level: 'error' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = `better-auth : ${message}`;
      const write = level === 'error' ? log.error : level === 'warn' ? log.warn : log.info;
      if (error) write.call(log, { err: error }, text);
      else write.call(log, text);
    },
  };
}
