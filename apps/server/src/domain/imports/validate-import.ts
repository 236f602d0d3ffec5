import { createHash } from 'node:crypto';
import type { ImportError, ImportRow } from '@ecopeso/shared/record-import';
import { SUBTYPES_BY_TYPE } from '@ecopeso/shared/waste';
import { wallClockInZone } from '@ecopeso/shared/dates';

export interface ImportClientConfig {
  timezone: string;
  types: Map<string, string[]>;
  areaIds: Set<string>;
}

/** A row ready to store: its deterministic id and its local date-time on the client's clock. */
export interface ValidRow extends ImportRow {
  id: string;
  local: string;
}

/** A UUID (version 5 layout) from a SHA-1 of the text: the same row of the same client always gets the same id. */
export function deterministicId(text: string): string {
  const hash = createHash('sha1').update(text).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Checks every row of an import against the client (types enabled, sub-types offered, its areas, nothing in the
 * future on its clock) and gives each valid row its idempotency key: a hash of the client, the row's content and
 * how many identical rows came before it in the file — so the same file imported twice maps to the same ids,
 * while two identical bins of one file stay two records. Pure: nothing touches the database.
 */
export function validateImport(
  clientId: string,
  rows: ImportRow[],
  config: ImportClientConfig,
  now: Date,
): { errors: ImportError[]; valid: ValidRow[] } {
  const errors: ImportError[] = [];
  const valid: ValidRow[] = [];
  const latest = wallClockInZone(config.timezone, now, 'seconds').replace('T', ' ');
  const seen = new Map<string, number>();
  for (const row of rows) {
    const offered = config.types.get(row.wasteType);
    const needsSubType = row.wasteType in SUBTYPES_BY_TYPE && (offered?.length ?? 0) > 0;
    const time = row.time.length === 5 ? `${row.time}:00` : row.time;
    const local = `${row.date} ${time}`;
    const before = errors.length;
    if (!offered) errors.push({ line: row.line, column: 'wasteType', reason: 'type-not-enabled' });
    else if (row.subType === null && needsSubType)
      errors.push({ line: row.line, column: 'subType', reason: 'subtype-required' });
    else if (row.subType !== null && !offered.includes(row.subType)) {
      errors.push({ line: row.line, column: 'subType', reason: 'subtype-invalid' });
    }
    if (row.areaId !== null && !config.areaIds.has(row.areaId)) {
      errors.push({ line: row.line, column: 'area', reason: 'unknown-area' });
    }
    if (local > latest) errors.push({ line: row.line, column: 'date', reason: 'future-date' });
    if (errors.length > before) continue;
    const content = [clientId, local, row.areaId ?? '', row.wasteType, row.subType ?? '', row.weightKg.toFixed(3)].join(
      '|',
    );
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    valid.push({ ...row, time, local, id: deterministicId(`ecopeso-import|${content}|${occurrence}`) });
  }
  return { errors, valid };
}
