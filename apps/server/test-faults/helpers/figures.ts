import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../../../../.tmp/fault-figures.txt', import.meta.url));

/** Notes a measured figure of the fault suite (printed, and kept in .tmp/fault-figures.txt for docs/benchmarks.md). */
export function recordFigure(name: string, value: string | number): void {
  mkdirSync(fileURLToPath(new URL('.', `file://${file}`)), { recursive: true });
  appendFileSync(file, `${new Date().toISOString()}  ${name}: ${value}\n`);
  console.log(`[fault figure] ${name}: ${value}`);
}
