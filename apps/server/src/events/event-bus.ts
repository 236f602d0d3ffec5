import pg from 'pg';
import type { RecordEvent } from '@ecopeso/shared/records';
import type { Database, Db } from '../db/client.ts';
import {
  appendEvent,
  clientsWithPendingEvents,
  eventsAfter,
  latestEventId,
  numberPendingEvents,
  pruneEvents,
  WAKE_CHANNEL,
  type StoredEvent,
} from './event-store.ts';

export type { StoredEvent } from './event-store.ts';
export type Listener = (event: StoredEvent) => void;

/**
 * Where record changes are announced. Events live in a table with increasing ids per client; a subscriber reads
 * them from there, so one that starts from an earlier id (a device back from a minute away) misses nothing.
 * Wake-ups only say "look again": in process on the embedded database, LISTEN/NOTIFY across instances on PostgreSQL.
 * On PostgreSQL a weighing's event is stored pending and numbered after its commit (docs/decisions/038).
 */
export interface EventBus {
  /** Stores the event and wakes the subscribers of its client, on every instance; resolves to its id. */
  publish(event: RecordEvent): Promise<number>;
  /**
   * How a statement that stores its own event (eventCtes, so that the change and its event commit together) takes
   * the event's id: `true` from the client's head row at once (the embedded database, where transactions never
   * overlap), `false` pending, numbered by this bus after the commit (PostgreSQL: nothing held until commit).
   */
  readonly numberInStatement: boolean;
  /**
   * After such a statement committed the client's event `id`: wakes this instance's subscribers of the client
   * (numbered), or numbers it within `numberEveryMs` and then wakes the subscribers of every instance (pending).
   */
  stored(clientId: string, id: number): void;
  /** The id of the client's newest event (0 when none): a stream that starts now sends what comes after it. */
  latestId(clientId: string): Promise<number>;
  /** Delivers the client's events after `afterId` in id order: those stored already, then each new one. */
  subscribe(clientId: string, afterId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

export interface EventBusOptions {
  onError?: (err: unknown) => void;
  /** How often every subscriber looks again without a wake-up, in case one was lost. */
  safetyPollMs?: number;
  /** Longest wait before reopening a lost LISTEN connection (PostgreSQL). */
  maxReconnectDelayMs?: number;
  /**
   * PostgreSQL: pending events are numbered (and the instances woken, one NOTIFY per client) at most this often per
   * instance, in one short transaction for every client that had any.
   */
  numberEveryMs?: number;
  /** PostgreSQL: how often to look for pending events an instance left behind (stopped before it numbered them). */
  sweepEveryMs?: number;
}

const PAGE = 500;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Clients numbered in one transaction at most; the rest in the next one. */
const NUMBER_AT_ONCE = 200;
/** A pending event this old is left behind by its instance (which numbers its own within milliseconds). */
const LEFT_BEHIND_MS = 2_000;
/** After a failed numbering (the database away), the next try waits this long. */
const NUMBER_RETRY_MS = 1_000;

interface Subscription {
  clientId: string;
  cursor: number;
  listener: Listener;
  running: boolean;
  again: boolean;
  closed: boolean;
}

/**
 * Subscribers, their cursors and the reads that catch them up, and publishing (with a NOTIFY when `notify`); shared by
 * both kinds of bus.
 */
function createHub(db: Db, onError: (err: unknown) => void, safetyPollMs: number, notify: boolean) {
  const byClient = new Map<string, Set<Subscription>>();
  // Subscribers of a client at the same cursor share one read.
  const reads = new Map<string, Promise<StoredEvent[]>>();

  const readAfter = (clientId: string, cursor: number) => {
    const key = `${clientId}:${cursor}`;
    let read = reads.get(key);
    if (!read) {
      read = eventsAfter(db, clientId, cursor, PAGE).finally(() => reads.delete(key));
      reads.set(key, read);
    }
    return read;
  };

  const pump = (sub: Subscription) => {
    if (sub.running) {
      sub.again = true;
      return;
    }
    sub.running = true;
    void (async () => {
      try {
        do {
          sub.again = false;
          for (;;) {
            const page = await readAfter(sub.clientId, sub.cursor);
            for (const stored of page) {
              if (sub.closed) return;
              if (stored.id <= sub.cursor) continue;
              sub.cursor = stored.id;
              sub.listener(stored);
            }
            if (page.length < PAGE) break;
          }
        } while (sub.again && !sub.closed);
      } catch (err) {
        // The database is away: the next wake-up (or the reconnection, or the safety poll) catches up.
        onError(err);
      } finally {
        sub.running = false;
      }
    })();
  };

  const wake = (clientId: string, id?: number) => {
    for (const sub of byClient.get(clientId) ?? []) if (id === undefined || id > sub.cursor) pump(sub);
  };
  const wakeAll = () => {
    for (const clientId of byClient.keys()) wake(clientId);
  };
  const safetyPoll = setInterval(wakeAll, safetyPollMs);
  safetyPoll.unref();
  const prune = () => void pruneEvents(db).catch(onError);
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  const firstPrune = setTimeout(prune, 5_000);
  firstPrune.unref();

  return {
    wakeAll,
    async publish(event: RecordEvent) {
      const id = await appendEvent(db, event, { notify });
      // A NOTIFY comes back to this instance too; waking here as well spares its subscribers the round trip.
      wake(event.clientId, id);
      return id;
    },
    stored: wake,
    latestId: (clientId: string) => latestEventId(db, clientId),
    subscribe(clientId: string, afterId: number, listener: Listener) {
      const sub: Subscription = { clientId, cursor: afterId, listener, running: false, again: false, closed: false };
      let subs = byClient.get(clientId);
      if (!subs) byClient.set(clientId, (subs = new Set()));
      subs.add(sub);
      // Whatever was stored after `afterId` before this subscription existed.
      pump(sub);
      return () => {
        sub.closed = true;
        subs.delete(sub);
        if (subs.size === 0 && byClient.get(clientId) === subs) byClient.delete(clientId);
      };
    },
    close() {
      clearInterval(safetyPoll);
      clearInterval(pruning);
      clearTimeout(firstPrune);
      for (const subs of byClient.values()) for (const sub of subs) sub.closed = true;
      byClient.clear();
    },
  };
}

const logError = (err: unknown) => console.error('event bus error', err);

/** The embedded database: one process opens it, so waking the subscribers in this process is enough. */
export function createLocalEventBus(db: Db, options: EventBusOptions = {}): EventBus {
  const hub = createHub(db, options.onError ?? logError, options.safetyPollMs ?? 30_000, false);
  return {
    publish: hub.publish,
    numberInStatement: true,
    stored: hub.stored,
    latestId: hub.latestId,
    subscribe: hub.subscribe,
    close: async () => hub.close(),
  };
}

/**
 * Numbers the pending events of the clients it is told about (PostgreSQL), in rounds: at most one round in flight
 * and one every `everyMs`, each one short transaction for all the clients told since the last (numberPendingEvents),
 * which also NOTIFYs every instance. Once a round has committed, this instance's subscribers are woken at once.
 * Every `sweepMs` it also numbers what another instance left pending (stopped between a commit and its round); the
 * next weighing of the same client on any instance numbers those too, since a round takes all of a client's.
 */
function createNumberer(
  db: Db,
  woken: (clientId: string, id: number) => void,
  onError: (err: unknown) => void,
  everyMs: number,
  sweepMs: number,
) {
  const due = new Set<string>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let nextAt = 0;
  let closed = false;

  const round = async () => {
    nextAt = performance.now() + everyMs;
    const clients = [...due].slice(0, NUMBER_AT_ONCE);
    for (const clientId of clients) due.delete(clientId);
    try {
      for (const { clientId, lastId } of await numberPendingEvents(db, clients, { notify: true })) {
        woken(clientId, lastId);
      }
    } catch (err) {
      // Committed or not, nothing is lost: these clients come again in the next round.
      onError(err);
      for (const clientId of clients) due.add(clientId);
      nextAt = performance.now() + NUMBER_RETRY_MS;
    }
  };
  const schedule = () => {
    if (closed || running || timer || !due.size) return;
    timer = setTimeout(
      () => {
        timer = null;
        running = round().finally(() => {
          running = null;
          schedule();
        });
      },
      Math.max(0, nextAt - performance.now()),
    );
  };
  const sweep = async () => {
    try {
      for (const clientId of await clientsWithPendingEvents(db, new Date(Date.now() - LEFT_BEHIND_MS))) {
        due.add(clientId);
      }
      schedule();
    } catch (err) {
      onError(err);
    }
  };
  const sweeping = setInterval(() => void sweep(), sweepMs);
  sweeping.unref();

  return {
    request(clientId: string) {
      due.add(clientId);
      schedule();
    },
    /** Numbers what is still due (an instance that stops numbers what it committed), then stops. */
    async close() {
      closed = true;
      clearInterval(sweeping);
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      while (due.size) {
        const before = due.size;
        await round();
        if (due.size >= before) break; // the database is away: the sweep of another instance will number them
      }
    },
  };
}

/**
 * PostgreSQL: a weighing's event is stored pending and numbered after its commit by this instance's numberer, whose
 * transaction NOTIFYs the instances (one notify lock per round, not per weighing). The LISTEN connection is a client
 * of its own (not from the pool); when it drops — a database restart, a network cut — it is reopened with back-off,
 * and every subscriber then reads what was stored meanwhile.
 */
export async function createPgEventBus(database: Database, options: EventBusOptions = {}): Promise<EventBus> {
  const { pool } = database;
  if (!pool) throw new Error('createPgEventBus needs a PostgreSQL database');
  const onError = options.onError ?? logError;
  const maxDelay = options.maxReconnectDelayMs ?? 5_000;
  const hub = createHub(database.db, onError, options.safetyPollMs ?? 30_000, true);
  const numberer = createNumberer(
    database.db,
    hub.stored,
    onError,
    options.numberEveryMs ?? 10,
    options.sweepEveryMs ?? 5_000,
  );
  let listener: pg.Client | null = null;
  let closed = false;
  let delay = 100;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ ...pool!.options, keepAlive: true });
    let lost = false;
    const drop = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (err) onError(err);
      if (listener === client) listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel !== WAKE_CHANNEL || !message.payload) return;
      const [clientId, id] = message.payload.split(':');
      if (clientId) hub.stored(clientId, Number(id));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    delay = 100;
    // Events stored while no connection listened are in the table: every subscriber reads past its cursor.
    hub.wakeAll();
  }

  await connect();
  return {
    publish: hub.publish,
    numberInStatement: false,
    stored: (clientId, id) => (id > 0 ? hub.stored(clientId, id) : numberer.request(clientId)),
    latestId: hub.latestId,
    subscribe: hub.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await numberer.close().catch(onError);
      hub.close();
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
      }
    },
  };
}
