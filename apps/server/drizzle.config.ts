import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Base tables live in platform/db/schema.ts; each feature keeps its own tables beside it.
  schema: ['./apps/server/src/platform/db/schema.ts', './apps/server/src/features/*/*.schema.ts'],
  // CI's drift check (.ci/run) generates into a copy elsewhere and compares it with this folder.
  out: process.env.DRIZZLE_OUT ?? './apps/server/drizzle',
});
