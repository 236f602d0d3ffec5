// Makes sure Debian's Chromium is there for the end-to-end tests: installs it with apt when running as root,
// otherwise stops at once with the one line that installs it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing for the end-to-end tests. Install it with: sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing: ${INSTALL}`);
  execSync(`${INSTALL} >/dev/null`, {
    stdio: 'inherit',
    shell: '/bin/sh',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM}.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
