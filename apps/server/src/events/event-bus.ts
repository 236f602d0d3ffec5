import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { recordEventSchema, type RecordEvent } from '@ecopeso/shared/records';

export type Listener = (event: RecordEvent) => void;

/** Where record changes are announced; every server instance hears every change of the clients it streams. */
export interface EventBus {
  publish(event: RecordEvent): Promise<void>;
  subscribe(clientId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'ecopeso_records';

function localBus(): EventBus & { deliver(event: RecordEvent): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver: (event) => emitter.emit(event.clientId, event),
    publish: async (event) => {
      emitter.emit(event.clientId, event);
    },
    subscribe(clientId, listener) {
      emitter.on(clientId, listener);
      return () => emitter.off(clientId, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** In-process delivery: enough for the embedded database, which only one process can open. */
export function createLocalEventBus(): EventBus {
  return localBus();
}

/** PostgreSQL LISTEN/NOTIFY: a change published by any instance reaches the subscribers of all of them. */
export async function createPgEventBus(pool: pg.Pool, onError: (err: unknown) => void): Promise<EventBus> {
  const local = localBus();
  const listener = await pool.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      local.deliver(recordEventSchema.parse(JSON.parse(message.payload)));
    } catch (err) {
      onError(err);
    }
  });
  listener.on('error', onError);
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    publish: async (event) => {
      // NOTIFY payloads are limited to 8000 bytes: a large batch is announced in slices.
      const slices =
        event.type === 'records.created'
          ? Array.from({ length: Math.ceil(event.ids.length / 150) }, (_, i) => ({
              ...event,
              ids: event.ids.slice(i * 150, (i + 1) * 150),
            }))
          : [event];
      for (const slice of slices) await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(slice)]);
    },
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release();
    },
  };
}
