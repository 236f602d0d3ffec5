// 5 000 weighings waiting in the browser's offline queue (IndexedDB 'ecopeso', table pending_records), then the
// connection returns: time until the queue is empty, then the server checked for zero lost and zero duplicates.
// Chromium against the built product, which the bench starts (its own process, embedded database, demo data).
// Run: npm run build && node --import tsx bench/sync-5000.ts [records] [entry|no-list]
//   entry (default): the operacional on the entry page, its records list on screen, as a device is when it syncs.
//   no-list: the master on /app/glossario, where only the header's sync indicator runs sync (the engine alone).
// Targets (PRODUCT.md §7): < 10 s, zero duplicates, zero lost.
import { randomUUID } from 'node:crypto';
import { launchChromium, recordsSince, signedInContext } from './lib/browser.ts';
import { NO_RATE_LIMITS, startServer } from './lib/server-process.ts';

const total = Number(process.argv[2] ?? 5000);
const mode = process.argv[3] === 'no-list' ? 'no-list' : 'entry';
const RESORT = 'Maré Alta Beach Resort';
/** What the bench adds to the page's window. */
interface Queue {
  countQueue(): Promise<number>;
}
const password = randomUUID();

const server = await startServer(
  {
    DEMO_PASSWORD: password,
    ...NO_RATE_LIMITS,
    LOG_LEVEL: 'warn',
  },
  Number(process.env.BENCH_PORT ?? 3192),
);
const browser = await launchChromium();
try {
  const email = mode === 'entry' ? 'operacional@example.com' : 'master@example.com';
  const context = await signedInContext(browser, server.origin, email, password);
  const page = await context.newPage();
  const clients = (await (await context.request.get('/api/v1/clients')).json()) as { id: string; name: string }[];
  const clientId = clients.find((c) => c.name === RESORT)!.id;
  const detail = (await (await context.request.get(`/api/v1/clients/${clientId}`)).json()) as {
    areas: { id: string }[];
  };

  // One online visit: the app opens its queue (Dexie, version 1) and starts its sync engine (header indicator).
  if (mode === 'entry') {
    await page.goto('/app');
    await page.getByRole('button', { name: 'Salvar pesagem', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Registros recentes' }).getByRole('listitem').first().waitFor();
  } else {
    await page.goto('/app/glossario');
    await page.getByRole('heading', { level: 1, name: 'Glossário' }).waitFor();
  }
  await page.evaluate(() => {
    // Rows in the queue, read straight from IndexedDB.
    (window as unknown as Queue).countQueue = () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('ecopeso');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('pending_records', 'readonly').objectStore('pending_records').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      });
  });
  const countQueue = () => page.evaluate(() => (window as unknown as Queue).countQueue());
  await context.setOffline(true);

  // The rows the app's own queue writes (apps/web/src/features/weighing/lib/pending-queue.ts addPending), in one
  // IndexedDB transaction: no id (the table's ++id assigns it), a device-made UUID, the device clock. Each a
  // millisecond apart, all in the last few seconds.
  const now = Date.now();
  const kinds = [
    ['rejeito', null],
    ['organico', 'pre_service'],
    ['reciclavel', 'plastic'],
    ['compostavel', null],
  ] as const;
  const rows = Array.from({ length: total }, (_, i) => {
    const [wasteType, subType] = kinds[i % kinds.length]!;
    return {
      localId: randomUUID(),
      clientId,
      areaId: detail.areas[i % detail.areas.length]!.id,
      wasteType,
      subType,
      weightKg: Math.round((0.5 + ((i * 7919) % 14_000) / 1000) * 1000) / 1000,
      recordedAt: new Date(now - total + i).toISOString(),
    };
  });
  const since = now - total;
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ecopeso');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('pending_records', 'readwrite');
          const store = tx.objectStore('pending_records');
          for (const row of rows) store.add(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
  const queued = await countQueue();
  if (queued !== total) throw new Error(`queued ${queued}, expected ${total}`);
  const before = (await recordsSince(context.request, clientId, since)).length;

  // Back online: the app's 'online' listener starts the sync. Timed in the page, from the event to an empty queue.
  await page.evaluate(() => {
    const w = window as unknown as { syncTiming: Promise<number> };
    w.syncTiming = new Promise((resolve) => {
      window.addEventListener(
        'online',
        () => {
          const t0 = performance.now();
          // No named functions in evaluated code: tsx would wrap them in a helper the page does not have.
          void (async () => {
            while ((await (window as unknown as Queue).countQueue()) > 0) await new Promise((r) => setTimeout(r, 20));
            resolve(performance.now() - t0);
          })();
        },
        { once: true },
      );
    });
  });
  await context.setOffline(false);
  const syncMs = await page.evaluate(() => (window as unknown as { syncTiming: Promise<number> }).syncTiming);

  // The server: exactly the queued ids, each once.
  const after = await recordsSince(context.request, clientId, since);
  const serverIds = new Set(after.map((r) => r.id));
  const sentIds = new Set<string>(rows.map((r) => r.localId));
  const lost = rows.filter((r) => !serverIds.has(r.localId)).length;
  const unexpected = after.filter((r) => !sentIds.has(r.id)).length;
  const summary = {
    bench: 'sync-5000',
    page: mode,
    records: total,
    syncSeconds: +(syncMs / 1000).toFixed(2),
    recordsPerSecond: Math.round(total / (syncMs / 1000)),
    newOnServer: after.length - before,
    lost,
    /** Listed twice, or new records with ids the device never made (a resend under a new id). */
    duplicates: after.length - serverIds.size + unexpected,
    queueLeft: await countQueue(),
  };
  console.log(JSON.stringify(summary));
  const ok =
    summary.syncSeconds < 10 &&
    summary.newOnServer === total &&
    lost === 0 &&
    summary.duplicates === 0 &&
    summary.queueLeft === 0;
  console.log(ok ? 'PASS < 10 s, zero lost, zero duplicates' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
