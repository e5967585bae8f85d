/**
 * Builds the start-up script (src/start/start-up.ts) on its own, as one classic script with each
 * start page's chunks written into it, and puts it into index.html's head as an `async` script,
 * so it runs while the app's entry is still downloading. Its name carries a hash of its text,
 * like the other assets (they are cached for a year). Only in builds: the dev server has no
 * start-up script, and the app asks for everything itself.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, normalizePath, type Plugin, type Rolldown } from 'vite';
// The contract's source by its path: the package's own name would leave it to Node at config
// time, which does not load TypeScript.
import { APP_BASE_PATH, STORAGE_KEYS } from '../../packages/contract/src/constants.ts';
import { START_PAGES, type StartAssets, type StartUpSettings } from './src/start/start-pages.ts';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

function chunks(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
}

/** A chunk's file and the files of every chunk it imports statically, at any depth. */
function withImports(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(bundle, imported, seen);
  return seen;
}

/** Each start page's chunks and styles that the entry does not load itself, as addresses under `base`. */
export function startAssets(bundle: Bundle, root: string, base: string): Record<string, StartAssets> {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loaded = withImports(bundle, entry.fileName);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const pages: Record<string, StartAssets> = {};
  for (const page of START_PAGES) {
    const module = normalizePath(resolve(root, page.module));
    const screen = all.find((chunk) => chunk.facadeModuleId === module);
    if (!screen) throw new Error(`no chunk of its own for the start page ${page.path} (${page.module})`);
    const files = [...withImports(bundle, screen.fileName)].filter((file) => !loaded.has(file));
    const styles = new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
    pages[page.path] = {
      signedIn: page.signedIn,
      scripts: files.map((file) => `${base}${file}`),
      styles: [...styles].map((file) => `${base}${file}`),
    };
  }
  return pages;
}

async function compile(root: string, settings: StartUpSettings): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { __START_UP__: JSON.stringify(settings) },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: resolve(root, 'src/start/entry.ts'), formats: ['iife'], name: 'iskraStartUp' },
    },
  });
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first && 'output' in first ? first.output[0] : undefined;
  if (!chunk) throw new Error('the start-up script was not built');
  return chunk.code;
}

export function startUpScript(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let assetsDir = 'assets';
  let script: { fileName: string; code: string } | null = null;
  return {
    name: 'iskra-start-up-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        if (!context.bundle) return [];
        const code = await compile(root, {
          appBase: APP_BASE_PATH,
          tokenKey: STORAGE_KEYS.token,
          pages: startAssets(context.bundle, root, base),
        });
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        script = { fileName: `${assetsDir}/start-up-${hash}.js`, code };
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `${base}${script.fileName}` },
            // First in the head, so it is asked for before the entry (the charset stays in the
            // document's first kilobyte).
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    async writeBundle() {
      if (!script) return;
      await mkdir(join(outDir, assetsDir), { recursive: true });
      await writeFile(join(outDir, script.fileName), script.code);
    },
  };
}
