import { fdatasync, fdatasyncSync, fsyncSync } from 'node:fs';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const fdatasyncAsync = promisify(fdatasync);

/** The parts of Emscripten's NODEFS stream we touch (PGlite 0.5 bundles NODEFS without an fsync operation). */
interface Stream {
  nfd?: number;
  node: unknown;
  walFile?: boolean;
}
interface StreamOps {
  open(stream: Stream): void;
  close(stream: Stream): void;
  write(stream: Stream, ...rest: unknown[]): number;
  fsync?(stream: Stream): number;
}
interface NodeFsModule {
  NODEFS: { stream_ops: StreamOps; realPath(node: unknown): string };
}

/**
 * PGlite's NodeFS with real flushes. PGlite 0.5 gives Emscripten's NODEFS no fsync, so a PostgreSQL fsync inside
 * PGlite reaches no disk. This file system gives it one, in the order PostgreSQL relies on:
 * - a data file, the commit log or pg_control is synced at once (checkpoints), and before any write to one of
 *   them the WAL written so far is synced (the write-ahead rule, kept even if the kernel writes pages early);
 * - the WAL is synced in groups: a commit marks its WAL file, and `flush()` (awaited before a write is
 *   acknowledged) syncs the marked files on libuv's thread pool, so the event loop keeps serving meanwhile and
 *   the commits of many requests share one flush.
 * PostgreSQL runs with fsync on and wal_sync_method=fsync for this (see client.ts).
 */
export class DurableNodeFS extends NodeFS {
  private readonly dirtyWal = new Map<number, Stream>();
  private readonly syncing = new Set<number>();
  /** The sync in progress, and the one that follows it for the commits marked meanwhile. */
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  syncs = 0;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun;
    const hook = (mod: unknown) => this.patch(mod as NodeFsModule);
    result.emscriptenOpts.preRun = Array.isArray(preRun) ? [...preRun, hook] : preRun ? [preRun, hook] : [hook];
    return result;
  }

  private patch({ NODEFS }: NodeFsModule): void {
    const ops = NODEFS.stream_ops;
    const { open, close, write } = ops;
    ops.open = (stream) => {
      open(stream);
      stream.walFile = NODEFS.realPath(stream.node).includes('/pg_wal/');
    };
    ops.write = (stream, ...rest) => {
      if (!stream.walFile && this.dirtyWal.size > 0) this.flushWalSync();
      return write(stream, ...rest);
    };
    ops.fsync = (stream) => {
      if (stream.nfd === undefined) return 0;
      if (stream.walFile) {
        this.dirtyWal.set(stream.nfd, stream);
        return 0;
      }
      this.flushWalSync();
      fsyncSync(stream.nfd);
      this.syncs++;
      return 0;
    };
    ops.close = (stream) => {
      // A WAL file closed before its flush (segment switch): flush it now, its descriptor is about to go.
      if (stream.nfd !== undefined && this.dirtyWal.has(stream.nfd)) this.flushWalSync();
      // One being flushed on the thread pool: flush it here too, before the descriptor can be closed under it.
      else if (stream.nfd !== undefined && this.syncing.has(stream.nfd)) fdatasyncSync(stream.nfd);
      close(stream);
    };
  }

  private flushWalSync(): void {
    for (const [fd] of this.dirtyWal) {
      fdatasyncSync(fd);
      this.syncs++;
    }
    this.dirtyWal.clear();
  }

  /**
   * Resolves once every commit made so far is on disk. Cheap when nothing was written.
   *
   * A caller waits for the sync running now (when its commit is already in it) or for the one after, never longer:
   * the callers arriving during a sync share the next one. (A single loop that synced again for as long as callers
   * kept arriving held every one of them until the arrivals paused: with weighings at 20 a second during a
   * year's CSV export, whose pages slow each round's completion, none was answered before the export ended.)
   */
  async flush(): Promise<void> {
    if (this.running) {
      // Nothing marked since the running sync took its files: this caller's commit is in it (or was synced at once).
      if (this.dirtyWal.size === 0) return this.running;
      this.next ??= this.running.then(() => {
        this.next = null;
        return this.flush();
      });
      return this.next;
    }
    if (this.dirtyWal.size === 0) return;
    this.running = this.syncMarked().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** One sync of the WAL files marked so far, on libuv's thread pool. */
  private async syncMarked(): Promise<void> {
    const fds = [...this.dirtyWal.keys()];
    this.dirtyWal.clear();
    for (const fd of fds) this.syncing.add(fd);
    await Promise.all(
      fds.map((fd) =>
        fdatasyncAsync(fd)
          .then(() => void this.syncs++)
          // Closed meanwhile: the close above flushed it synchronously first.
          .catch((err: NodeJS.ErrnoException) => {
            if (err.code !== 'EBADF') throw err;
          })
          .finally(() => this.syncing.delete(fd)),
      ),
    );
  }
}
