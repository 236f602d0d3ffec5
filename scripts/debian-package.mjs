// Makes sure a program from a Debian package is installed: installs the package with apt when running as root,
// otherwise stops at once with the one line that installs it. The tests' system programs (Chromium for the
// end-to-end suite, HAProxy for the fault suite's load balancer) come from Debian, never downloaded from elsewhere.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs `pkg` unless `program` (an absolute path) is there; `purpose` says what needs it. */
export function ensureDebianPackage({ program, pkg, purpose }) {
  if (existsSync(program)) return;
  const install = `apt-get update && apt-get install -y ${pkg}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${pkg} is missing for ${purpose}. Install it with: sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`${pkg} is missing (${purpose}): ${install}`);
  execSync(`${install} >/dev/null`, {
    stdio: 'inherit',
    shell: '/bin/sh',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(program)) {
    console.error(`${pkg} is still missing at ${program}.`);
    process.exit(1);
  }
}
