import { describe, expect, it } from 'vitest';
import { errorCodeOfStatus, errorResponseSchema } from './errors.ts';

describe('error codes', () => {
  it('gives a failure without a specific code the one of its status', () => {
    expect(errorCodeOfStatus(400)).toBe('invalidRequest');
    expect(errorCodeOfStatus(401)).toBe('unauthorized');
    expect(errorCodeOfStatus(404)).toBe('notFound');
    expect(errorCodeOfStatus(429)).toBe('rateLimited');
    expect(errorCodeOfStatus(500)).toBe('internal');
    expect(errorCodeOfStatus(503)).toBe('unavailable');
    expect(errorCodeOfStatus(502)).toBe('internal');
    // A client error without a code of its own is a bad request.
    expect(errorCodeOfStatus(418)).toBe('invalidRequest');
  });

  it('types error answers as a message and a known code', () => {
    expect(errorResponseSchema.safeParse({ message: 'Не найдено', code: 'notFound' }).success).toBe(true);
    expect(errorResponseSchema.safeParse({ message: 'Не найдено' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ message: 'Не найдено', code: 'gone' }).success).toBe(false);
  });
});
