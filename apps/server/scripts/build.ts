/**
 * Compiles the server to JavaScript in apps/server/dist, so production runs plain
 * `node apps/server/dist/main.js` (no tsx, no devDependencies):
 *
 *   npm run build -w @iskra/server
 *
 * One ES module per entry point, all directly in dist/ (shared code goes to chunk files next to
 * them): main.js (the server), seed.js, the support scripts (migrate.js, staff-create.js,
 * staff-disable.js, account-delete.js, tier-grant.js, previews-redraw.js) and pglite-worker.js,
 * which the embedded database's thread starts from the same folder. The workspace's
 * @iskra/contract (TypeScript source) is bundled in; every other package stays an import from
 * node_modules and must be one of apps/server's runtime dependencies, or the build fails.
 * The city dataset is copied to dist/data; the migrations stay in apps/server/drizzle.
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const DIST = join(SERVER_DIR, 'dist');

const ENTRIES: Record<string, string> = {
  main: 'src/main.ts',
  seed: 'src/seed.ts',
  'pglite-worker': 'src/platform/db/pglite-worker.ts',
  migrate: 'src/scripts/migrate.ts',
  'staff-create': 'src/scripts/staff-create.ts',
  'staff-disable': 'src/scripts/staff-disable.ts',
  'account-delete': 'src/scripts/account-delete.ts',
  'tier-grant': 'src/scripts/tier-grant.ts',
  'previews-redraw': 'src/scripts/previews-redraw.ts',
};

/** Bundled rather than imported at run time: the workspace's own TypeScript packages. */
const BUNDLED_SCOPE = '@iskra/';

const manifest = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const runtimeDependencies = new Set(Object.keys(manifest.dependencies));
const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Keeps packages external, failing on any that a production install (`npm ci --omit=dev`) lacks. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith(BUNDLED_SCOPE)) return undefined;
      const name = packageName(args.path);
      if (args.path.startsWith('node:') || builtins.has(name)) return { external: true };
      if (runtimeDependencies.has(name)) return { external: true };
      return {
        errors: [
          {
            text: `"${args.path}" is imported at run time, but ${name} is not in apps/server's dependencies`,
          },
        ],
      };
    });
  },
};

const started = Date.now();
rmSync(DIST, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER_DIR,
  entryPoints: Object.entries(ENTRIES).map(([out, path]) => ({ in: path, out })),
  outdir: DIST,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Error and class names stay as written (logs, `instanceof`-free checks on `.name`).
  keepNames: true,
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
mkdirSync(join(DIST, 'data'), { recursive: true });
cpSync(join(SERVER_DIR, 'src/features/cities/data/cities.tsv.gz'), join(DIST, 'data/cities.tsv.gz'));

const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
process.stderr.write(
  `Built the server: ${files.length} files in ${relative(process.cwd(), DIST) || '.'} (${Date.now() - started} ms)\n`,
);
