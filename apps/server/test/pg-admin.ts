/** Helpers for creating and dropping throw-away databases on the DATABASE_URL server. */

/** The same server, database `postgres`: where CREATE/DROP DATABASE are issued from. */
export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Names here are generated (letters, digits, underscores), but quote them all the same. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
