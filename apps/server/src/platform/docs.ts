/**
 * The OpenAPI document, generated from the zod schemas every route declares, served as JSON at
 * /api/docs (and /api/docs/json). Registered before the routes so it sees all of them.
 */
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from './types.ts';

export async function registerDocs(app: App, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Искра API',
        description: 'HTTP API of Искра. Realtime events travel over socket.io at /socket.io.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerDocsRoutes(app: App) {
  const document = () => app.swagger();
  app.get('/api/docs', { schema: { hide: true } }, document);
  app.get('/api/docs/json', { schema: { hide: true } }, document);
}
