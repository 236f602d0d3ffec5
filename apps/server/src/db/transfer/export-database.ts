import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../rows.ts';

/** Lines that frame the parts of a backup file; restore reads the data part, psql reads it all. */
export const MARK = { data: '-- ecopeso:data', end: '-- ecopeso:end', migrations: '-- ecopeso:migrations ' };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
const ROWS_PER_STATEMENT = 1_000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A text value as a PostgreSQL literal that any version reads the same way, on one line. */
export function literal(value: string | null): string {
  if (value === null) return 'NULL';
  // Control characters are what we are looking for here: each becomes an escape, so a row stays on one line.
  // eslint-disable-next-line no-control-regex
  const special = /[\\'\u0000-\u001f]/g;
  if (!special.test(value)) return `'${value}'`;
  const escaped = value.replace(special, (c) => {
    if (c === '\\') return '\\\\';
    if (c === "'") return "\\'";
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `E'${escaped}'`;
}

/** Tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((t) => t.name);
  const deps = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select f.relname as child, r.relname as parent from pg_constraint c
        join pg_class f on f.oid = c.conrelid join pg_class r on r.oid = c.confrelid
        join pg_namespace n on n.oid = f.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and f.oid <> r.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const d of deps) if (d.child === table) visit(d.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The schema as this version of Ecopeso creates it: its migrations, statement by statement. */
function schemaStatements(): string[] {
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.flatMap((f) =>
    readFileSync(join(migrationsFolder, f), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (s.endsWith(';') ? s : `${s};`)),
  );
}

export interface ExportSummary {
  tables: Record<string, number>;
  migrations: number;
}

/**
 * Writes a consistent copy of the whole database (one repeatable-read snapshot) as plain SQL: the schema, the
 * migration journal, then every row as INSERT statements, one per line, and the sequences. Nothing in it depends
 * on the PostgreSQL version it came from (PGlite's 18, a server's 15), so `psql -f` loads it into an empty
 * PostgreSQL 15 or later, and `importDatabase` into an empty Ecopeso database of either kind.
 */
export async function exportDatabase(
  db: Db,
  write: (chunk: string) => Promise<void> | void,
  { source }: { source: string },
): Promise<ExportSummary> {
  const summary: ExportSummary = { tables: {}, migrations: 0 };
  await db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      await t.execute(sql`set local timezone = 'UTC'`);
      await t.execute(sql`set local datestyle = 'ISO'`);
      await t.execute(sql`set local extra_float_digits = 3`);
      const migrations = await rowsOf<{ hash: string; created_at: string }>(
        t,
        sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
      );
      summary.migrations = migrations.length;
      await write(
        [
          `-- Ecopeso backup taken ${new Date().toISOString()} from ${source}.`,
          '-- Load into an empty PostgreSQL database (15 or later) with `psql -v ON_ERROR_STOP=1 -f <file>`, or into',
          '-- an empty Ecopeso database (embedded or PostgreSQL) with `npm run restore -- <file>`.',
          `${MARK.migrations}${migrations.length}`,
          "SET client_encoding = 'UTF8';",
          'SET standard_conforming_strings = on;',
          "SET TimeZone = 'UTC';",
          "SET DateStyle = 'ISO';",
          'BEGIN;',
          ...schemaStatements(),
          'CREATE SCHEMA IF NOT EXISTS drizzle;',
          'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
          ...migrations.map(
            (m) =>
              `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${literal(m.hash)}, ${m.created_at});`,
          ),
          MARK.data,
          '',
        ].join('\n'),
      );
      for (const table of await tablesInLoadOrder(t)) {
        const columns = (
          await rowsOf<{ name: string }>(
            t,
            sql`select attname as name from pg_attribute
                where attrelid = ${`public.${ident(table)}`}::regclass and attnum > 0 and not attisdropped
                order by attnum`,
          )
        ).map((c) => c.name);
        const head = `INSERT INTO public.${ident(table)} (${columns.map(ident).join(', ')}) VALUES `;
        const select = columns.map((c) => `${ident(c)}::text`).join(', ');
        await t.execute(
          sql.raw(`declare ecopeso_export no scroll cursor for select ${select} from public.${ident(table)}`),
        );
        let count = 0;
        for (;;) {
          const batch = await rowsOf<Record<string, string | null>>(
            t,
            sql.raw(`fetch ${ROWS_PER_STATEMENT} from ecopeso_export`),
          );
          if (batch.length === 0) break;
          count += batch.length;
          const values = batch.map((row) => `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`);
          await write(`${head}${values.join(', ')};\n`);
        }
        await t.execute(sql`close ecopeso_export`);
        summary.tables[table] = count;
      }
      const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
        t,
        sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text as value, last_value is not null as called
            from pg_sequences where schemaname = 'public'`,
      );
      for (const s of sequences) {
        if (s.called) await write(`SELECT setval(${literal(s.name)}, ${s.value}, true);\n`);
      }
      await write(`${MARK.end}\nCOMMIT;\n`);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return summary;
}
