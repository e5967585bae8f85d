/**
 * Request values the database cannot store: a NUL character ("\u0000") in any string of a JSON
 * body, the query or the path is a field error (422) before a route sees it — PostgreSQL text
 * cannot hold it, and the failing query would otherwise be a 500.
 */
import { PLATFORM_MESSAGE } from '@iskra/contract';
import type { FastifyInstance } from 'fastify';
import { FieldErrors } from './errors.ts';

/** The path ('email', 'data.messageIds.2') of the first string holding a NUL, or null. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

export function rejectNulCharacters(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (path !== null) throw new FieldErrors([{ param: path, msg: PLATFORM_MESSAGE.forbiddenCharacter }]);
    }
  });
}
