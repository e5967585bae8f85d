import { PLATFORM_MESSAGE, SERVER_MESSAGE } from '@iskra/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';
import { AppError, FieldErrors, parseFields } from './errors.ts';

const logLines: string[] = [];
const app = useTestApp({
  env: { LOG_LEVEL: 'info' },
  deps: { logStream: { write: (line: string) => void logLines.push(line) } },
  routes(app) {
    app.post(
      '/test/form',
      {
        schema: {
          body: z.object({
            email: z.email(),
            age: z.number().int().min(18, 'Только с 18 лет'),
            nested: z.object({ city: z.string().min(2) }).optional(),
          }),
        },
      },
      async (request) => ({ ok: request.body.email }),
    );
    app.get(
      '/test/query',
      { schema: { querystring: z.object({ offset: z.coerce.number().int().min(0) }) } },
      async (request) => ({
        offset: request.query.offset,
      }),
    );
    app.get('/test/params/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async () => ({}));
    app.get('/test/query-failure', async () => {
      // What drizzle throws for a failed query: the SQL, its parameters and the database's error.
      const cause = Object.assign(
        new Error('duplicate key value violates unique constraint "users_email_unique"'),
        {
          code: '23505',
          detail: 'Key (email)=(anna.secret@mail.example) already exists.',
        },
      );
      throw Object.assign(
        new Error(
          'Failed query: insert into "users" ("email") values ($1)\nparams: anna.secret@mail.example',
        ),
        { query: 'insert into "users" ("email") values ($1)', params: ['anna.secret@mail.example'], cause },
      );
    });
    app.get('/test/crash', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:1');
    });
    app.get('/test/app-error', async () => {
      throw new AppError(409, 'Уже занято', { headers: { 'x-reason': 'taken' } });
    });
    app.get('/test/field-errors', async () => {
      throw new FieldErrors([{ param: 'email', msg: 'Этот email уже зарегистрирован' }]);
    });
    app.get('/test/plugin-limit', async () => {
      // The shape @fastify/multipart uses for its limits.
      throw Object.assign(new Error('reach files limit'), { code: 'FST_FILES_LIMIT', statusCode: 413 });
    });
    app.post('/test/parse-fields', async (request) =>
      parseFields(z.object({ name: z.string().min(2, 'Короткое имя') }), request.body),
    );
  },
});

describe('error answers', () => {
  it('answers body validation failures with 422 field errors in Russian', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/form', payload: { email: 'nope', age: 16 } });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Array<{ param: string; msg: string }> };
    expect(errors.map((e) => e.param).sort()).toEqual(['age', 'email']);
    expect(errors.find((e) => e.param === 'age')?.msg).toBe('Только с 18 лет');
    // zod's own message, in Russian
    expect(errors.find((e) => e.param === 'email')?.msg).toMatch(/[а-яё]/i);
  });

  it('names the form field (the first path segment) for nested errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/form',
      payload: { email: 'a@b.ru', age: 20, nested: { city: 'x' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param: 'nested', msg: expect.any(String) }] });
  });

  it('answers query validation failures with 422 too', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/query?offset=-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].param).toBe('offset');
    expect((await app.inject({ method: 'GET', url: '/test/query?offset=24' })).json()).toEqual({
      offset: 24,
    });
  });

  it('answers a bad path parameter with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/params/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.invalidRequest, code: 'invalidRequest' });
  });

  it('answers malformed JSON with 400 and a missing body with 400', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: PLATFORM_MESSAGE.invalidJson, code: 'invalidRequest' });
    const empty = await app.inject({ method: 'POST', url: '/test/form' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('message');
  });

  it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: SERVER_MESSAGE.payloadTooLarge, code: 'payloadTooLarge' });
    const xml = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      message: PLATFORM_MESSAGE.unsupportedMediaType,
      code: 'unsupportedMediaType',
    });
  });

  it('gives client errors of plugins a Russian message for their status', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/plugin-limit' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.payloadTooLarge, code: 'payloadTooLarge' });
  });

  it('answers unknown routes with 404 { message }', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.routeNotFound, code: 'notFound' });
  });

  it('hides unexpected errors behind a generic 500 and logs them with the stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Что-то пошло не так!', code: 'internal' });
    expect(res.body).not.toContain('secret_table');
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(logged?.err?.stack).toContain('secret_table');
  });

  it('passes AppError and FieldErrors through with their status', async () => {
    const conflict = await app.inject({ method: 'GET', url: '/test/app-error' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.headers['x-reason']).toBe('taken');
    expect(conflict.json()).toEqual({ message: 'Уже занято', code: 'conflict' });
    const fields = await app.inject({ method: 'GET', url: '/test/field-errors' });
    expect(fields.statusCode).toBe(422);
    expect(fields.json()).toEqual({ errors: [{ param: 'email', msg: 'Этот email уже зарегистрирован' }] });
  });

  it('parseFields turns a zod failure into field errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/parse-fields', payload: { name: 'Я' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param: 'name', msg: 'Короткое имя' }] });
  });
});

describe('values in requests and logs', () => {
  it('answers a NUL character in a body, query or path field with a field error', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/test/form',
      payload: { email: 'an\u0000na@mail.example', age: 20, nested: { city: 'Ка\u0000зань' } },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({ errors: [{ param: 'email', msg: PLATFORM_MESSAGE.forbiddenCharacter }] });
    const nested = await app.inject({
      method: 'POST',
      url: '/test/form',
      payload: { email: 'anna@mail.example', age: 20, nested: { city: 'Ка\u0000зань' } },
    });
    expect(nested.json()).toEqual({
      errors: [{ param: 'nested.city', msg: PLATFORM_MESSAGE.forbiddenCharacter }],
    });
    const query = await app.inject({ method: 'GET', url: '/test/query?offset=1%00' });
    expect(query.json()).toEqual({ errors: [{ param: 'offset', msg: PLATFORM_MESSAGE.forbiddenCharacter }] });
    const path = await app.inject({ method: 'GET', url: '/test/params/a%00b' });
    expect(path.json()).toEqual({ errors: [{ param: 'id', msg: PLATFORM_MESSAGE.forbiddenCharacter }] });
  });

  it('ignores a NUL character in a query the route does not declare', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/app-error?note=a%00b' });
    expect(res.statusCode).toBe(409);
  });

  it('answers a JSON body nested deeper than any form with 400, not a stack overflow', async () => {
    for (const payload of [
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `{"email":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/test/form',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PLATFORM_MESSAGE.invalidJson, code: 'invalidRequest' });
    }
  });

  it('logs a failed query by its SQL and error code, never by the values it carried', async () => {
    logLines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/test/query-failure' });
    expect(res.statusCode).toBe(500);
    const logged = logLines.join('');
    expect(logged).toContain('insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('anna.secret');
  });

  it('answers the router’s own refusals in our shape and in Russian', async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/test/params/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: SERVER_MESSAGE.invalidRequest, code: 'invalidRequest' });
    const longParam = await app.inject({ method: 'GET', url: `/test/params/${'a'.repeat(600)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ message: SERVER_MESSAGE.invalidRequest, code: 'invalidRequest' });
  });

  it('answers every other refusal of the framework in our shape and in Russian', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, InjectOptions, number]> = [
      [
        'a prototype key in JSON',
        { method: 'POST', url: '/test/form', headers: json, payload: '{"__proto__":{}}' },
        400,
      ],
      ['JSON null', { method: 'POST', url: '/test/form', headers: json, payload: 'null' }, 400],
      ['a JSON array', { method: 'POST', url: '/test/form', headers: json, payload: '[1]' }, 400],
      ['an empty JSON body', { method: 'POST', url: '/test/form', headers: json, payload: '' }, 400],
      [
        'a shorter Content-Length',
        {
          method: 'POST',
          url: '/test/form',
          headers: { ...json, 'content-length': '3' },
          payload: '{"a":1}',
        },
        400,
      ],
      [
        'a broken content type',
        { method: 'POST', url: '/test/form', headers: { 'content-type': ';;' }, payload: '{}' },
        415,
      ],
      ['a wrong method', { method: 'PUT', url: '/test/form' }, 404],
      ['an unknown method', { method: 'PROPFIND' as 'GET', url: '/api/health' }, 404],
      ['a very long unknown path', { method: 'GET', url: `/api/${'a'.repeat(50_000)}` }, 404],
      ['a bad escape in an unknown path', { method: 'GET', url: '/api/%zz' }, 400],
    ];
    for (const [name, request, status] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toEqual({
        message: expect.stringMatching(/[а-яё]/i),
        code: expect.any(String),
      });
    }
  });
});
