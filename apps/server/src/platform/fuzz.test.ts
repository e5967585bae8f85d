/**
 * Property-based test over every operation of the OpenAPI document: generated requests, most of
 * them bad (wrong types, missing or extra fields, huge strings, NUL and control characters,
 * odd unicode, bad path parameters and queries, broken bodies and content types), sent through
 * app.inject anonymously, with a junk token and signed in. Whatever comes, the server never
 * answers 5xx; a 2xx body matches the documented schema; a failure is documented for its
 * operation and comes in our shape, in Russian.
 *
 * Seeds: a fixed one and one of the day (UTC), so CI always runs the same inputs plus new ones.
 * `FUZZ_SEED=<n>` replays one seed (a failure prints it); `FUZZ_SEED=random` takes a fresh one
 * instead of the day's. `FUZZ_RUNS` changes the number of requests per operation and seed (100).
 */
import {
  ERROR_ANSWER_SCHEMAS,
  type ErrorStatus,
  errorResponseSchema,
  fieldErrorsResponseSchema,
} from '@iskra/contract';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestUserWithPhoto } from '../../test/fixtures.ts';
import { createTestUser, type TestUser, useTestApp } from '../../test/test-app.ts';

const FIXED_SEED = 1_620_742;
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** The seeds of this run, each with what to call it in a failure. */
function seeds(): Array<{ label: string; seed: number }> {
  const given = process.env.FUZZ_SEED;
  if (given && given !== 'random') return [{ label: 'given', seed: Number(given) }];
  const rotating =
    given === 'random'
      ? Math.floor(Math.random() * 2 ** 31)
      : Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));
  return [
    { label: 'fixed', seed: FIXED_SEED },
    { label: given === 'random' ? 'random' : 'of the day', seed: rotating },
  ];
}

/**
 * Operations left out when signed in, with the reason. They still run anonymously and with a
 * junk token.
 */
const SIGNED_IN_EXCLUDED: Record<string, string> = {
  'POST /api/user/logout': 'ends the session every other signed-in request uses',
};

// ---------------------------------------------------------------------------------------------
// The document

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
  $ref?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Array<Record<string, string[]>>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

// ---------------------------------------------------------------------------------------------
// Values

/** Strings that break things: NUL and control characters, odd unicode, injections, encodings. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e\u0651\u200b',
    '\ud800',
    '\udfff\ud800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧨👩‍👩‍👧',
    'Ёжик в тумане',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '%zz',
    '\r\nX-Injected: 1',
    '__proto__',
    'constructor',
    'NaN',
    '-0',
    '1e309',
    'null',
    'true',
  ),
  // Huge: some over the 1 MB body limit once encoded.
  fc.integer({ min: 1_000, max: 600_000 }).map((n) => 'я'.repeat(n)),
);

const junkNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
);

/** Any JSON value, shallow, of any type. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  junkNumber,
  nastyString,
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor')), fc.string(), {
    maxKeys: 3,
  }),
);

interface Pools {
  uuids: string[];
  numbers: string[];
}

function resolve(schema: Schema, document: Document): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components.schemas[name] ?? {};
}

function stringMatching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return null;
  }
}

/** A value the schema accepts, or nearly: the base the mutations start from. */
function nearValid(raw: Schema, document: Document, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(raw, document);
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  else if (schema.anyOf)
    options.push(...schema.anyOf.map((branch) => nearValid(branch, document, pools, depth)));
  else if (schema.type === 'string') {
    if (schema.format === 'uuid') options.push(fc.uuid(), fc.constantFrom(...pools.uuids));
    else if (schema.format === 'email') options.push(fc.emailAddress());
    else if (schema.format === 'binary') options.push(fc.string());
    const matching = schema.pattern ? stringMatching(schema.pattern) : null;
    if (matching) options.push(matching);
    options.push(
      fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) }),
      fc.constantFrom(...pools.numbers),
    );
  } else if (schema.type === 'integer' || schema.type === 'number') {
    const min = Math.max(schema.minimum ?? -1000, -(2 ** 31));
    const max = Math.min(schema.maximum ?? 100_000, 2 ** 31);
    options.push(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
    if (schema.type === 'number') options.push(fc.double({ min, max, noNaN: true }));
  } else if (schema.type === 'boolean') options.push(fc.boolean());
  else if (schema.type === 'array') {
    const items = schema.items ?? {};
    options.push(
      fc.array(value(items, document, pools, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 8) }),
    );
  } else if (schema.type === 'object' || schema.properties) {
    options.push(object(schema, document, pools, depth));
  } else options.push(junk);
  const base = options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

/** An object of the schema's properties, some missing, some mutated, sometimes with extras. */
function object(schema: Schema, document: Document, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = entries.map(([name, property]) =>
    fc
      .option(value(property, document, pools, depth + 1), { freq: 8, nil: undefined })
      .map((v) => [name, v] as const),
  );
  const extras = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'a\u0000')),
    junk,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(extras, { freq: 4, nil: undefined }))
    .map(([pairs, extra]) => {
      const result: Record<string, unknown> = {};
      for (const [name, v] of pairs) if (v !== undefined) result[name] = v;
      if (extra)
        for (const [k, v] of Object.entries(extra))
          Object.defineProperty(result, k, { value: v, enumerable: true });
      return result;
    });
}

/** A value for a schema: near-valid most of the time, anything at all otherwise. */
function value(schema: Schema, document: Document, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return junk;
  return fc.oneof(
    { weight: 3, arbitrary: nearValid(schema, document, pools, depth) },
    { weight: 1, arbitrary: junk },
  );
}

/** Percent-encodes the UTF-8 bytes (lone surrogates too, which encodeURIComponent refuses). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A path segment: encoded, or sometimes raw (bad escapes, over-long). Never one that moves the route. */
function pathValue(schema: Schema, document: Document, pools: Pools): fc.Arbitrary<string> {
  const encoded = value(schema, document, pools).map((v) => encode(asText(v)));
  const raw = fc.constantFrom('%zz', '%E0%A4%A', '%00', '%C0%AF', 'a'.repeat(600), '%F0%9F%92');
  return fc
    .oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: raw })
    .filter((s) => s !== '' && s !== '.' && s !== '..' && s.length < 5000);
}

function queryString(parameters: Parameter[], document: Document, pools: Pools): fc.Arbitrary<string> {
  const pairs = parameters.map((p) =>
    fc
      .option(
        fc.oneof(
          {
            weight: 4,
            arbitrary: value(p.schema, document, pools).map((v) => [encode(asText(v))]),
          },
          { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }) },
        ),
        { freq: 6, nil: undefined },
      )
      .map((values) => (values ?? []).map((v) => `${p.name}=${v}`)),
  );
  const extra = fc.constantFrom([], [], ['x=1'], ['%zz=%zz'], ['&&=='], ['a[b]=1'], ['__proto__=1']);
  return fc.tuple(fc.tuple(...pairs), extra).map(([parts, more]) => {
    const all = [...parts.flat(), ...more];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'image/jpeg',
  ';;',
];

/** A body that is not what the call reads: garbage, cut JSON, another type, deep nesting. */
const garbageBody: fc.Arbitrary<Body> = fc.record({
  contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
  payload: fc.oneof(
    nastyString,
    fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1))),
    fc.integer({ min: 10, max: 50_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.constantFrom('', 'null', '[]', '"x"', '{', '{"a":', '{}'),
  ),
});

function jsonBody(schema: Schema, document: Document, pools: Pools): fc.Arbitrary<Body> {
  const json = value(schema, document, pools).map(
    (v): Body => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? '' }),
  );
  return fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: garbageBody });
}

const BOUNDARY = 'fuzz-boundary-1b2c';

/** A multipart form of the schema's fields, files of random bytes, sometimes cut or mislabelled. */
function multipartBody(schema: Schema, document: Document, pools: Pools): fc.Arbitrary<Body> {
  const names = Object.keys(schema.properties ?? {});
  const part = fc.record({
    name: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })),
    file: fc.boolean(),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
      fc
        .uint8Array({ maxLength: 500 })
        .map((bytes) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), bytes])),
      value(schema.properties?.profile ?? {}, document, pools).map((v) => Buffer.from(asText(v))),
    ),
  });
  const form = fc
    .tuple(
      fc.array(part, { maxLength: 5 }),
      fc.option(fc.nat(), { nil: undefined }),
      fc.constantFrom(BOUNDARY, BOUNDARY, 'other', ''),
    )
    .map(([parts, cut, declared]): Body => {
      const chunks = parts.flatMap((p) => [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"` +
            (p.file ? `; filename="f.jpg"\r\nContent-Type: image/jpeg` : '') +
            '\r\n\r\n',
        ),
        p.content,
        Buffer.from('\r\n'),
      ]);
      const whole = Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
      return {
        contentType: `multipart/form-data${declared ? `; boundary=${declared}` : ''}`,
        payload: cut === undefined ? whole : whole.subarray(0, cut % (whole.length + 1)),
      };
    });
  return fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: garbageBody });
}

function bodyOf(operation: Operation, method: string, document: Document, pools: Pools): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  if (json) return jsonBody(json, document, pools);
  if (form) return multipartBody(resolve(form, document), document, pools);
  if (method === 'GET') return fc.constant({});
  // A call without a body still gets one sometimes: it must be refused or ignored, never crash.
  return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: garbageBody });
}

type Who = 'anonymous' | 'junk token' | 'signed in';

// ---------------------------------------------------------------------------------------------
// The property

const app = useTestApp();

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

const CYRILLIC = /[а-яё]/i;

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema, which has no such keyword: null or the schema.
 * (ajv knows `nullable` only beside `type`; the document also sets it beside `anyOf`.)
 */
function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, v]) => [key, jsonSchemaOf(v)]));
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/** What a failure answer has to look like: documented for its operation, our shape, Russian. */
function checkFailure(operation: Operation, status: number, body: unknown): string | null {
  if (!(String(status) in operation.responses)) return `status ${status} is not documented`;
  if (status === 422) {
    const parsed = fieldErrorsResponseSchema.safeParse(body);
    if (!parsed.success || parsed.data.errors.length === 0) return 'not { errors: [{ param, msg }] }';
    if (!parsed.data.errors.every((e) => CYRILLIC.test(e.msg))) return 'a field error not in Russian';
    return null;
  }
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success) return 'not { message, code }';
  if (!CYRILLIC.test(parsed.data.message)) return 'a message not in Russian';
  if (
    status in ERROR_ANSWER_SCHEMAS &&
    !ERROR_ANSWER_SCHEMAS[status as ErrorStatus].safeParse(body).success
  ) {
    return 'does not match its error schema';
  }
  return null;
}

interface Target {
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

function requestOf(
  target: Target,
  document: Document,
  pools: Pools,
  users: { signed: TestUser },
): fc.Arbitrary<{ who: Who; request: InjectOptions }> {
  const params = target.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const whoChoices: Who[] =
    target.name in SIGNED_IN_EXCLUDED
      ? ['anonymous', 'junk token']
      : ['anonymous', 'junk token', 'signed in'];
  return fc
    .record({
      who: fc.constantFrom(...whoChoices),
      path: fc.tuple(...pathParams.map((p) => pathValue(p.schema, document, pools))),
      query: queryString(
        params.filter((p) => p.in === 'query'),
        document,
        pools,
      ),
      body: bodyOf(target.operation, target.method, document, pools),
      junkToken: fc.oneof(
        nastyString.map((s) => `Bearer ${s.replace(/[\r\n]/g, '')}`),
        fc.constant('Basic x'),
      ),
    })
    .map(({ who, path, query, body, junkToken }) => {
      let url = target.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, path[i] ?? 'x');
      });
      const headers: Record<string, string> = {};
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (who === 'signed in') headers.authorization = users.signed.headers.authorization;
      if (who === 'junk token') headers.authorization = junkToken.replace(/[^\t\x20-\x7e]/g, '');
      const request: InjectOptions = {
        method: target.method as InjectOptions['method'],
        url: `${url}${query}`,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
      return { who, request };
    });
}

describe('fuzzing every operation of the OpenAPI document', () => {
  const validators = new Map<string, ValidateFunction>();

  function validatorOf(document: Document, key: string, schema: Schema): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(jsonSchemaOf({ ...schema, components: document.components }) as object);
      validators.set(key, validate);
    }
    return validate;
  }

  for (const { label, seed } of seeds()) {
    it(`answers no 5xx and only documented answers (seed ${label}: ${seed})`, {
      timeout: 240_000,
    }, async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
      const signed = await createTestUser(app);
      const partner = await createTestUserWithPhoto(app, { gender: 2, looking: 1 });
      const pools: Pools = {
        uuids: [signed.user.id, partner.user.id],
        numbers: [String(signed.user.userNumber), String(partner.user.userNumber), '0', '1', '-1'],
      };
      const targets: Target[] = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          operation,
        })),
      );
      expect(targets.length).toBeGreaterThan(40);

      for (const [index, target] of targets.entries()) {
        const property = fc.asyncProperty(
          requestOf(target, document, pools, { signed }),
          async ({ request }) => {
            const res = await app.inject(request);
            const status = res.statusCode;
            if (status >= 500) throw new Error(`${status} ${res.body.slice(0, 300)}`);
            if (status >= 300 && status < 400) return;
            const body: unknown = res.body === '' ? undefined : JSON.parse(res.body);
            if (status >= 200 && status < 300) {
              const schema =
                target.operation.responses[String(status)]?.content?.['application/json']?.schema;
              if (!schema) throw new Error(`success ${status} is not documented`);
              const validate = validatorOf(document, `${target.name} ${status}`, schema);
              if (!validate(body))
                throw new Error(`success body off its schema: ${ajv.errorsText(validate.errors)}`);
              return;
            }
            const problem = checkFailure(target.operation, status, body);
            if (problem) throw new Error(`${status}: ${problem}: ${res.body.slice(0, 300)}`);
          },
        );
        // Each operation gets its own stream of inputs, replayable from the run's seed.
        const operationSeed = (seed + index * 7_919) | 0;
        await fc
          .assert(property, { seed: operationSeed, numRuns: RUNS, includeErrorInReport: true })
          .catch((error: unknown) => {
            throw new Error(
              `${target.name} failed; replay with FUZZ_SEED=${seed} (operation seed ${operationSeed})\n${String(error)}`,
            );
          });
      }
    });
  }
});
