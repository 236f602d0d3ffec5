import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { ZipFile } from 'yazl';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { neutralise } from '../csv-cell.ts';
import { EXPORT_TABLES } from './export-allow-list.ts';

const PAGE = 2000;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const TEXT_TYPES = /^(text|character varying|character)(\(\d+\))?$/;
type Rows = { rows: Record<string, string | null>[] };

/** The SQL type of each named column (a page's last key is sent back as text and cast; only text is neutralised). */
async function columnTypes(db: Db, table: string, names: readonly string[]): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
    where a.attrelid = ${`public.${ident(table)}`}::regclass and a.attnum > 0 and not a.attisdropped`)) as unknown as {
    rows: { name: string; type: string }[];
  };
  return names.map((k) => {
    const found = rows.find((r) => r.name === k);
    if (!found) throw new Error(`export allow-list names ${table}.${k}, which does not exist`);
    return found.type;
  });
}

/**
 * One table's allowed columns as CSV text rows, read in pages by its key (never one long transaction: the embedded
 * database has one connection, and a slow download must not hold it).
 */
async function* tableRows(db: Db, table: string, columns: readonly string[], key: readonly string[]) {
  yield [...columns];
  const types = await columnTypes(db, table, key);
  // Typed text is neutralised; numbers, dates and ids are not (a negative factor must stay a number).
  const typed = new Set(
    (await columnTypes(db, table, columns)).flatMap((type, i) => (TEXT_TYPES.test(type) ? [columns[i]!] : [])),
  );
  const select = [
    ...columns.map((c) => `${ident(c)}::text as ${ident(c)}`),
    ...key.map((k, i) => `${ident(k)}::text as "__k${i}"`),
  ];
  // Qualified by the alias: in order by, a bare name would mean the text column of the select list.
  const keyRow = `(${key.map((k) => `t.${ident(k)}`).join(', ')})`;
  let last: (string | null)[] | null = null;
  for (;;) {
    const after: ReturnType<typeof sql> =
      last === null
        ? sql``
        : sql`where ${sql.raw(keyRow)} > (${sql.join(
            last.map((v, i) => sql`${v}::${sql.raw(types[i]!)}`),
            sql`, `,
          )})`;
    const { rows } = (await db.execute(
      sql`select ${sql.raw(select.join(', '))} from public.${sql.raw(ident(table))} t ${after}
        order by ${sql.raw(key.map((k) => `t.${ident(k)}`).join(', '))} limit ${PAGE}`,
    )) as unknown as Rows;
    for (const r of rows) yield columns.map((c) => (r[c] === null ? '' : typed.has(c) ? neutralise(r[c]!) : r[c]!));
    if (rows.length < PAGE) return;
    const end = rows[rows.length - 1]!;
    last = key.map((_k, i) => end[`__k${i}`] ?? null);
  }
}

/** Every table the allow-list lets out, one CSV each (UTF-8 with BOM, cells neutralised), as a ZIP streamed page by page. */
export function exportEverything(db: Db, now = new Date()): { filename: string; stream: Readable } {
  const zip = new ZipFile();
  for (const [table, spec] of Object.entries(EXPORT_TABLES)) {
    if ('excluded' in spec) continue;
    const csv = stringify({ bom: true });
    const source = Readable.from(tableRows(db, table, spec.columns, spec.key));
    source.on('error', (err) => csv.destroy(err));
    zip.addReadStream(source.pipe(csv), `${table}.csv`, { mtime: now });
  }
  zip.end();
  const out = zip.outputStream as unknown as Readable;
  zip.on('error', (err: Error) => out.destroy(err));
  return { filename: `ecopeso-export-${dayInZone(DEFAULT_TIMEZONE, now)}.zip`, stream: out };
}
