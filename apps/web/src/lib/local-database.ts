import { Dexie } from 'dexie';

/**
 * A database on the device, at one version of its tables (Dexie's schema strings: the primary key, then the
 * indexes), typed as Dexie's TypeScript guide types one: a Dexie with its tables as EntityTables
 * (https://dexie.org/docs/Typescript). It opens on first use. Tablets in the field hold these databases with data
 * waiting in them: a new name is a new, empty database, and a table changed without a new version fails to open, so
 * a change of schema is a new version beside this one (Dexie's `version(n).upgrade`), never an edit of it.
 */
export function openLocalDatabase<Tables>(
  name: string,
  version: number,
  stores: { [Table in keyof Tables & string]: string },
): Dexie & Tables {
  const database = new Dexie(name);
  database.version(version).stores(stores);
  return database as Dexie & Tables;
}
