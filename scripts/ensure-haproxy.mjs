// Makes sure Debian's HAProxy is there for the fault suite's load balancer (scripts/debian-package.mjs).
import { ensureDebianPackage } from './debian-package.mjs';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export function ensureHaproxy() {
  ensureDebianPackage({
    program: HAPROXY,
    pkg: 'haproxy',
    purpose: 'the fault suite (two instances behind a load balancer)',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureHaproxy();
