import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The browser's files compressed once, at build, at the highest settings (issue 14 §4, ADR 030):
 * beside each script, style sheet and other text file of the client build, `name.br` (brotli 11)
 * and `name.gz` (gzip 9), which the server sends to a browser that takes them. A copy is written
 * only when it is smaller than the file.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS: [extension: string, encode: (data: Buffer) => Promise<Buffer>][] = [
  [
    '.br',
    (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  ],
  ['.gz', (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })],
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes the compressed copies of every compressible file under `dir`; answers how many were written. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) {
    const data = await fs.readFile(file);
    for (const [extension, encode] of ENCODERS) {
      const encoded = await encode(data);
      if (encoded.length >= data.length) continue;
      await fs.writeFile(file + extension, encoded);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: after the client build is written (not the server build, which is never sent). */
export function precompress(): Plugin {
  return {
    name: 'trove-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const written = await precompressDir(options.dir);
      this.environment.logger.info(`precompressed: ${written} .br and .gz copies in ${options.dir}`);
    },
  };
}
