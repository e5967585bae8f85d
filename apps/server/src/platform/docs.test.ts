import { ERROR_ANSWER_SCHEMAS, ERROR_CODE, type ErrorStatus, errorResponseSchema } from '@iskra/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
  security?: Array<Record<string, string[]>>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { description?: string }>; securitySchemes: Record<string, unknown> };
}

async function documentOf(): Promise<Document> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json<Document>();
}

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as InjectOptions['method'],
      path,
      operation,
    })),
  );
}

/** The component name of each error status: what the contract registered. */
const componentOf = (status: ErrorStatus) => z.globalRegistry.get(ERROR_ANSWER_SCHEMAS[status])?.id;

const requiresToken = (operation: Operation) =>
  operation.security?.every((requirement) => 'bearer' in requirement) === true;

describe('the OpenAPI document', () => {
  it('describes every error answer with a named schema of the contract and a description', async () => {
    const document = await documentOf();
    const statuses = Object.keys(ERROR_ANSWER_SCHEMAS).map(Number) as ErrorStatus[];
    for (const { name, operation } of operationsOf(document)) {
      expect(operation.responses, name).toHaveProperty('500');
      for (const [code, response] of Object.entries(operation.responses)) {
        if (Number(code) < 400) continue;
        // Readiness answers its report with either status (a balancer reads the status).
        if (name === 'GET /api/ready' && code === '503') continue;
        const status = Number(code) as ErrorStatus;
        expect(statuses, `${name} ${code}`).toContain(status);
        const ref = response.content?.['application/json']?.schema.$ref;
        expect(ref, `${name} ${code}`).toBe(`#/components/schemas/${componentOf(status)}`);
        expect(response.description, `${name} ${code}`).not.toBe('Default Response');
      }
    }
    for (const status of statuses) {
      const component = document.components.schemas[componentOf(status) ?? ''];
      expect(component?.description, String(status)).toBeTruthy();
    }
    // The answers of the issue are all documented somewhere.
    const documented = new Set(
      operationsOf(document).flatMap(({ operation }) => Object.keys(operation.responses).map(Number)),
    );
    for (const status of [401, 403, 404, 409, 422, 429, 503]) expect([...documented]).toContain(status);
  });

  it('documents the failures every call of its kind can answer', async () => {
    for (const { name, method, operation } of operationsOf(await documentOf())) {
      const statuses = Object.keys(operation.responses).map(Number);
      const inputs = operation.parameters ?? [];
      if (operation.requestBody) expect(statuses, name).toEqual(expect.arrayContaining([400, 413, 415, 422]));
      if (method === 'POST' || method === 'DELETE') {
        expect(statuses, name).toEqual(expect.arrayContaining([400, 413, 415]));
      }
      if (inputs.length > 0) expect(statuses, name).toEqual(expect.arrayContaining([400, 422]));
      if (inputs.some((p) => p.in === 'path')) expect(statuses, name).toContain(414);
      if (requiresToken(operation)) expect(statuses, name).toContain(401);
    }
  });

  it('marks the calls that need the token, and only those answer 401 without one', async () => {
    const document = await documentOf();
    expect(document.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    const operations = operationsOf(document);
    expect(operations.filter(({ operation }) => requiresToken(operation)).length).toBeGreaterThan(30);
    for (const { name, method, path, operation } of operations) {
      const request: InjectOptions = {
        method,
        url: path.replace(/\{[^}]+\}/g, 'x'),
        ...(operation.requestBody?.content['application/json'] ? { payload: {} } : {}),
      };
      const res = await app.inject(request);
      const refused =
        res.statusCode === 401 && errorResponseSchema.parse(res.json()).code === ERROR_CODE.unauthorized;
      expect(refused, `${name}: ${res.statusCode} ${res.body}`).toBe(requiresToken(operation));
    }
  });
});

describe('the API viewer', () => {
  it('serves Swagger UI at /api/docs from our own origin, reading the document beside it', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? (await app.inject({ method: 'GET', url: String(page.headers.location) })).body
        : page.body;
    expect(html).toContain('swagger-ui');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^https?:/);
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });
});
