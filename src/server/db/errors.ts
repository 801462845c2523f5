/**
 * The error and every error behind it: Drizzle wraps the driver's error in `cause`, better-auth
 * wraps Drizzle's, and Node reports a refused connection to each of a host's addresses at once
 * in an AggregateError's `errors`.
 */
function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  const pending = [error];
  while (pending.length > 0 && chain.length < 20) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || chain.includes(current)) continue;
    chain.push(current);
    pending.push((current as { cause?: unknown }).cause);
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return chain;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** PostgreSQL's error code, whether the driver throws it directly or Drizzle wraps it. */
const pgCode = (error: unknown) =>
  errorChain(error)
    .map((current) => (current as { code?: unknown }).code)
    .find(isSqlState);

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

/** The socket to PostgreSQL could not be opened, or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception); 57P01–57P03: the server is shutting down, crashed or
 * is still starting; 53300: no connection slot left. Each passes once the server is back.
 */
const isUnavailableState = (code: unknown) =>
  isSqlState(code) && (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code));

/** node-postgres says these in plain words, without a code. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database cannot answer right now (restart, crash, network): the
 * request was fine and will succeed later, so the caller gets 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((current) => {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if ((typeof code === 'string' && NETWORK_CODES.has(code)) || isUnavailableState(code)) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
  });
}
