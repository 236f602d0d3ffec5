import type { ImportError, ImportRow } from '@ecopeso/shared/record-import';
import type { DecimalMark, ImportMapping } from '@ecopeso/shared/record-import-csv';
import type { WeighingClient } from '@ecopeso/shared/weighing-rules';

/** What the page asks the import worker. */
export type WorkerRequest =
  | { kind: 'preview'; file: File }
  | {
      kind: 'parse';
      file: File;
      mapping: ImportMapping;
      decimal: DecimalMark;
      /** The client, as the weighing rule reads it, and its areas' names to match the file's. */
      client: WeighingClient & { areas: { id: string; name: string }[] };
    };

/** A bad cell as the page lists it: where, why, and what the file held. */
export type RowProblem = ImportError & { value: string };

/** What the import worker answers. */
export type WorkerResponse =
  | {
      kind: 'preview';
      headers: string[];
      sample: string[][];
      delimiter: string;
      mapping: ImportMapping;
      decimal: DecimalMark;
    }
  | { kind: 'progress'; fraction: number; rows: number }
  | { kind: 'parsed'; rows: ImportRow[]; problems: RowProblem[]; total: number }
  | { kind: 'failed'; message: string };
