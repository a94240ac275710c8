import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressing the client build', () => {
  it('writes a .br and a .gz copy beside each script and style sheet, which decode to the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export function hello(name) { return `Hello, ${name}`; }\n'.repeat(100);
    const style = '.result { display: grid; gap: 1rem; }\n'.repeat(100);
    fs.writeFileSync(path.join(dir, 'assets', 'entry-AbCdEf12.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'site-AbCdEf12.css'), style);
    // Already compressed: no copy. Too small to gain: no copy.
    fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(2000, 7));
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-AbCdEf12.js'), 'x');

    expect(await precompressDir(dir)).toBe(4);
    const at = (name: string) => fs.readFileSync(path.join(dir ?? '', 'assets', name));
    expect(brotliDecompressSync(at('entry-AbCdEf12.js.br')).toString()).toBe(script);
    expect(gunzipSync(at('entry-AbCdEf12.js.gz')).toString()).toBe(script);
    expect(brotliDecompressSync(at('site-AbCdEf12.css.br')).toString()).toBe(style);
    expect(at('entry-AbCdEf12.js.br').length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'assets', 'photo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-AbCdEf12.js.br'))).toBe(false);
  });
});
