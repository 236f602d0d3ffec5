// Fails when the checks would run on a Node older than the one package.json's `engines` names: npm scripts put
// node_modules/.bin first on the PATH, where the Node 24 of optionalDependencies lives (docs/decisions/006).
import { readFileSync } from 'node:fs';
import semver from 'semver';

export function checkNode() {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  if (semver.satisfies(process.versions.node, engines.node)) return;
  console.error(
    `Node ${process.versions.node} is running, but Ecopeso needs Node ${engines.node}: run it through npm (npm test, npm start), which uses the Node that npm install put in node_modules/.bin.`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) checkNode();
