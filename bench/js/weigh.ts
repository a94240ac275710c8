import zlib from 'node:zlib';

/** A script's size as it is stored, and as the build precompresses it (ADR 030: gzip 9, brotli 11). */
export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export function weigh(data: Buffer): Weight {
  return {
    raw: data.length,
    gzip: zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
    brotli: zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  };
}

export function sum(weights: readonly Weight[]): Weight {
  return weights.reduce(
    (total, w) => ({ raw: total.raw + w.raw, gzip: total.gzip + w.gzip, brotli: total.brotli + w.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
