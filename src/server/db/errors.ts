/** PostgreSQL's error code, whether the driver throws it directly or Drizzle wraps it. */
function pgCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
