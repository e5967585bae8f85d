/**
 * The OpenAPI document, generated from the zod schemas every route declares, served as JSON at
 * /api/docs/json and read in a browser at /api/docs (Swagger UI, its files served from our own
 * origin, so the app's CSP holds). Registered before the routes so it sees all of them.
 *
 * Every route's failures are documented from the contract's ERROR_ANSWER_SCHEMAS: those any
 * route of its kind can answer are added here from what the route is (a body, a query, path
 * parameters, the token hook), so the document cannot drift from the hooks; the ones its
 * service decides (404, 409, 429…) the route names in `schema.errors`. The token requirement
 * is read from the route's onRequest hooks the same way.
 */
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_ANSWER_SCHEMAS, type ErrorStatus } from '@iskra/contract';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './types.ts';

/** The security scheme of the token (`Authorization: Bearer …`). */
export const BEARER = 'bearer';

/** Methods whose body Fastify reads: bad JSON, an unknown type or a huge body are refused. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface TokenHooks {
  /** Answers 401 without a valid token. */
  authenticate: unknown;
  /** Reads a token when one comes; the route is open to guests. */
  identify: unknown;
}

const hooksOf = (route: Pick<RouteOptions, 'onRequest'>): unknown[] => [route.onRequest].flat();

/** The failures a route answers with because of what it is, whatever its service does. */
export function generalErrors(
  route: Pick<RouteOptions, 'method' | 'onRequest'>,
  schema: FastifySchema,
  hooks: TokenHooks,
) {
  const statuses = new Set<ErrorStatus>([500]);
  const methods = [route.method].flat();
  if (methods.some((method) => BODY_METHODS.has(method))) {
    statuses.add(400).add(413).add(415);
  }
  if (schema.body || schema.querystring || schema.params) statuses.add(400).add(422);
  if (schema.params) statuses.add(414);
  if (schema.headers) statuses.add(400);
  if (hooksOf(route).includes(hooks.authenticate)) statuses.add(401);
  return statuses;
}

/** Who may call the route: `[{ bearer: [] }]` needs the token, `[{ bearer: [] }, {}]` takes one. */
function security(
  route: Pick<RouteOptions, 'onRequest'>,
  hooks: TokenHooks,
): Array<Record<string, string[]>> | undefined {
  const onRequest = hooksOf(route);
  if (onRequest.includes(hooks.authenticate)) return [{ [BEARER]: [] }];
  if (onRequest.includes(hooks.identify)) return [{ [BEARER]: [] }, {}];
  return undefined;
}

/** The route's schema with its failures and its token requirement documented. */
export function documentedSchema(route: RouteOptions, hooks: TokenHooks): FastifySchema | undefined {
  const { schema } = route;
  if (!schema || schema.hide === true) return schema;
  const { errors = [], ...rest } = schema;
  const statuses = [...generalErrors(route, schema, hooks), ...errors].sort((a, b) => a - b);
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown>) };
  for (const status of statuses) response[status] ??= ERROR_ANSWER_SCHEMAS[status];
  const required = security(route, hooks);
  return { ...rest, response, ...(required ? { security: required } : {}) };
}

interface DocumentedResponse {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
type Operations = Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;

const COMPONENT = '#/components/schemas/';

/**
 * The document's last touches: an answer that is only a named component (the error answers)
 * takes the component's description, and only the components something refers to are kept —
 * the transform writes every named schema twice, as the input and the output of a call, and
 * the error answers are only ever outputs.
 */
export const finishDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  if (!('openapi' in document)) return document;
  const schemas = (document.components?.schemas ?? {}) as Record<string, { description?: string }>;
  const paths = (document.paths ?? {}) as Operations;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const ref = response.content?.['application/json']?.schema?.$ref;
        const component = ref?.startsWith(COMPONENT) ? schemas[ref.slice(COMPONENT.length)] : undefined;
        if (component?.description && response.description === 'Default Response') {
          response.description = component.description;
        }
      }
    }
  }
  const referenced = JSON.stringify([paths, schemas]);
  for (const name of Object.keys(schemas)) {
    if (!referenced.includes(`"${COMPONENT}${name}"`)) Reflect.deleteProperty(schemas, name);
  }
  return document;
};

export async function registerDocs(app: App, publicUrl: string) {
  // Before swagger's own hook, and before any route: each route is documented as it is added.
  const hooks = { authenticate: app.authenticate, identify: app.auth.identify };
  app.addHook('onRoute', (route) => {
    route.schema = documentedSchema(route, hooks);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Искра API',
        description:
          'HTTP API of Искра. Realtime events travel over socket.io at /socket.io. Every failure answers ' +
          '`{ message, code }` (a Russian text and a machine code) or, for forms, 422 `{ errors: [{ param, msg }] }`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: finishDocument,
  });
}

export async function registerDocsRoutes(app: App) {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    // The app's own CSP (security.ts) already allows only scripts from our origin.
    staticCSP: false,
  });
}
