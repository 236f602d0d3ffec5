// Imported, not read from disk: the bundler (scripts/build-server.mjs) inlines the JSON, so the bundled server in
// apps/server/dist reports the same version as the source, wherever it runs from. A path relative to this file
// pointed at the root package.json once bundled, which has no version (issue 23: the System tab answered 500).
import serverPackage from '../package.json' with { type: 'json' };

/** The server's version, from apps/server/package.json. */
export const SERVER_VERSION: string = serverPackage.version;
