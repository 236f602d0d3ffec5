// Makes sure Debian's Chromium is there for the end-to-end tests (scripts/debian-package.mjs).
import { ensureDebianPackage } from './debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage({ program: CHROMIUM, pkg: 'chromium', purpose: 'the end-to-end tests' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
