import { join } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { createAuth } from './auth/auth.ts';
import { buildApp, loggerSerializers } from './app.ts';
import { diskPhotoStore } from './domain/records/photo-store.ts';
import { s3PhotoStore } from './domain/records/s3-photo-store.ts';
import { createLocalEventBus, createPgEventBus } from './events/event-bus.ts';
import { forwarderFromEnv } from './domain/site/contact-forwarders.ts';
import { sendLicenceAlerts } from './domain/alerts/send-licence-alerts.ts';
import { sendMonthlyReports } from './domain/report-subscriptions/send-monthly-reports.ts';
import { mailerFromEnv } from './mail/mailer.ts';
import { recordJobRun } from './domain/system/job-runs.ts';
import { loadCredentialsKey } from './domain/mtr/credentials-crypto.ts';
import { createMtrRuntime } from './domain/mtr/runtime.ts';
import { refreshOpenMtrs } from './domain/mtr/refresh-job.ts';
import { JOB_INTERVAL_MS, scheduleJob } from './domain/system/schedule-job.ts';
import { openReadChooser, primaryOnly, REPLICA_RULES } from './db/read-replica.ts';

/** Opens the database the configuration names (PostgreSQL or embedded PGlite in the data folder), migrated. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
}

export async function createServer(config: Config, database: Database) {
  const auth = createAuth({
    db: database.db,
    secret: loadAuthSecret(config.dataDir, config.authSecret),
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
  });
  const mtr = createMtrRuntime({
    credentialsKey: loadCredentialsKey(config.dataDir, config.mtr.credentialsKey),
    simulatorUrl: config.mtr.simulatorUrl,
    timeoutMs: config.mtr.timeoutMs,
    sinirRoutes: config.mtr.sinirRoutes,
    stateBaseUrls: config.mtr.stateBaseUrls,
  });
  const events = database.pool ? await createPgEventBus(database) : createLocalEventBus(database.db);
  // Dashboards, reports and exports on the replica when one is configured and caught up; the primary otherwise.
  let replicaWarnedAt = 0;
  const reads = config.databaseReadUrl
    ? openReadChooser(database, config.databaseReadUrl, {
        // At most one line per back-off period while the replica is down.
        onReplicaError: (err) => {
          if (Date.now() - replicaWarnedAt < REPLICA_RULES.backOffMs) return;
          replicaWarnedAt = Date.now();
          console.warn(`read replica skipped (${(err as Error).message}); reading from the primary`);
        },
      })
    : primaryOnly(database);
  // Weighings' photos as files under DATA_DIR/photos, or in the S3-compatible bucket PHOTOS_S3_* name (decision 040).
  const s3Photos = config.photos.store === 's3' ? s3PhotoStore(config.photos) : undefined;
  const app = await buildApp({
    database,
    auth,
    events,
    trustedOrigins: config.trustedOrigins,
    webDist: config.webDist,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    site: { analytics: config.analytics, contactForwarder: forwarderFromEnv() },
    logger: { level: config.logLevel, serializers: loggerSerializers },
    loadShedding: config.loadShedding,
    mtr,
    reads,
    photos: s3Photos ?? diskPhotoStore(join(config.dataDir, 'photos')),
  });
  if (s3Photos) app.addHook('onClose', async () => s3Photos.close());
  app.addHook('onClose', () => events.close());
  app.addHook('onClose', () => reads.close());
  app.addHook('onClose', () => mtr.close());
  // MTR statuses and CDF numbers, and issues whose answer was lost; each MTR is claimed by one instance at a time.
  const stopMtrRefresh = scheduleJob(
    () =>
      refreshOpenMtrs({ db: database.db, runtime: mtr, onError: (err) => app.log.warn({ err }, 'MTR refresh failed') }),
    { everyMs: JOB_INTERVAL_MS.mtrRefresh, onError: (err) => app.log.error({ err }, 'MTR refresh round failed') },
  );
  app.addHook('onClose', async () => stopMtrRefresh());
  // Licence e-mails to the masters, when SMTP is configured; each threshold is claimed once across instances.
  const mailer = mailerFromEnv();
  if (mailer) {
    const run = () =>
      recordJobRun(
        database.db,
        'licence-alerts',
        () => sendLicenceAlerts({ db: database.db, mailer }),
        (sent) => ({ sent }),
      );
    const stop = scheduleJob(run, {
      everyMs: JOB_INTERVAL_MS.licenceAlerts,
      onError: (err) => app.log.error({ err }, 'licence alerts failed'),
    });
    app.addHook('onClose', async () => stop());
    // The monthly management reports of those who subscribed; each (subscriber, month) is claimed once.
    const stopReports = scheduleJob(() => sendMonthlyReports({ db: database.db, mailer }), {
      everyMs: JOB_INTERVAL_MS.monthlyReports,
      onError: (err) => app.log.error({ err }, 'monthly report e-mails failed'),
    });
    app.addHook('onClose', async () => stopReports());
  }
  return { app, auth };
}
