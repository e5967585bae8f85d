/**
 * Request values the database cannot store or the server should not walk: a NUL character
 * ("\u0000") in any string of a JSON body, the query or the path is a field error (422) before
 * a route sees it — PostgreSQL text cannot hold it, and the failing query would otherwise be a
 * 500. A JSON body nested deeper than any form of the API is a bad request (400): walking it
 * would overflow the stack.
 */
import { PLATFORM_MESSAGE } from '@iskra/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, FieldErrors } from './errors.ts';

/** Deeper than any request of the API nests (a form's arrays of objects are two or three). */
export const MAX_INPUT_DEPTH = 32;

/**
 * The path ('email', 'data.messageIds.2') of the first string holding a NUL, or null. Throws a
 * 400 for a value nested deeper than MAX_INPUT_DEPTH.
 */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH) throw new AppError(400, PLATFORM_MESSAGE.invalidJson);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Checks the path parameters always (a route may use them without declaring a schema), the
 * query and the body when the route declares them: an undeclared part is never read.
 */
export function rejectNulCharacters(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const parts = [
      request.params,
      schema?.querystring ? request.query : undefined,
      schema?.body ? request.body : undefined,
    ];
    for (const part of parts) {
      const path = nulPath(part);
      if (path !== null) throw new FieldErrors([{ param: path, msg: PLATFORM_MESSAGE.forbiddenCharacter }]);
    }
  });
}
