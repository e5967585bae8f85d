/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, so the
 * server sends them compressed by the visitor's Accept-Encoding at no CPU cost per request
 * (apps/server/src/platform/web.ts). Files too small to gain are left alone.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|html)$/;
/** Below this many bytes a compressed answer saves less than its own overhead. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT.test(file));
  let written = 0;
  for (const file of files) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'iskra-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(join(outDir, 'assets'));
    },
  };
}
