// Creates an embedded database folder (PGlite's initdb) and exits. Run as its own short-lived process by
// openDatabase: the initdb step leaves ~600 MB of WebAssembly memory behind that a process cannot give back.
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: init-data-dir.ts <dataDir>');
  process.exit(2);
}
// Under the lock of the process that started this one (or its own when run by hand).
const lock = lockDataDir(dataDir);
const db = await PGlite.create(dataDir);
await db.close();
lock.release();
