import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, expect, it } from 'vitest';
import { SERVER_VERSION } from './version.ts';

const expected = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
const out = mkdtempSync(join(tmpdir(), 'ecopeso-version-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('is the version of apps/server/package.json', () => {
  expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  expect(SERVER_VERSION).toBe(expected);
});

// Issue 23: bundled the way scripts/build-server.mjs bundles the server, into a folder elsewhere, it still knows its
// version (a file read relative to the module found the root package.json instead, which has none).
it('survives bundling', async () => {
  await build({
    entryPoints: [new URL('./version.ts', import.meta.url).pathname],
    outfile: join(out, 'version.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const bundled = (await import(pathToFileURL(join(out, 'version.js')).href)) as { SERVER_VERSION: string };
  expect(bundled.SERVER_VERSION).toBe(expected);
});
