/**
 * The SQLSTATE of a database error (23505 a unique violation…), looking through drizzle's
 * wrapping (`cause`). Node's own network errors (EPIPE…) also have five-letter codes; they
 * carry a `syscall` and are not database errors.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && syscall === undefined && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}
