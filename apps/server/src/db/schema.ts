import { sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- better-auth tables (names and fields as its drizzle adapter expects) ----

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('operacional'),
    active: boolean('active').notNull().default(true),
    /** Bumped by every administrative change, so an edit started from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /** The language of the e-mails we send them (pt, en, es). */
    language: text('language').notNull().default('pt'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * The PIN a cook switches in with at a kitchen station, hashed as passwords are (argon2id, auth/auth.ts); unique among
     * the users of each of their clients (decision 039). Not a field of better-auth's: it never leaves the server.
     */
    pinHash: text('pin_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_role_check', sql`${t.role} in ('master', 'gerente', 'operacional')`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Set on a kitchen station's session (decision 039): it only weighs for this client, by a cook's PIN. */
    stationClientId: uuid('station_client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Wrong PINs in a row at this station, and until when it is locked after PIN_MAX_FAILURES of them. */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Failed sign-ins counted per key ('email:…' or 'ip:…') in a sliding window; kept in the database so every instance agrees. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

// ---- tenants ----

export const clientGroups = pgTable('client_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => clientGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    cnpj: text('cnpj'),
    /** hotel, pousada, resort, restaurant or other (packages/shared/src/admin-clients.ts). */
    category: text('category'),
    cep: text('cep'),
    address: text('address'),
    addressNumber: text('address_number'),
    city: text('city'),
    state: text('state'),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    active: boolean('active').notNull().default(true),
    diversionGoalPct: numeric('diversion_goal_pct', { precision: 5, scale: 2, mode: 'number' }).notNull().default(90),
    /** Whether every organic weighing names a loss reason, a food item (issue 26 item 3; weighing-rules.ts). */
    requireLossReason: boolean('require_loss_reason').notNull().default(false),
    requireFoodItem: boolean('require_food_item').notNull().default(false),
    /**
     * What a kilo of the client's food costs it (R$), set with the kitchen settings: the cost of the dashboard's top
     * losses by food item and loss reason (issue 26 item 6). Null until set: those losses then have no cost.
     */
    foodCostPerKg: numeric('food_cost_per_kg', { precision: 10, scale: 2, mode: 'number' }),
    /** Bumped by every administrative change, so an edit started from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_active_name_idx').on(t.active, t.name),
    check('clients_goal_check', sql`${t.diversionGoalPct} between 0 and 100`),
    check('clients_food_cost_check', sql`${t.foodCostPerKg} >= 0 and ${t.foodCostPerKg} <= 100000`),
  ],
);

/** One row per waste type a client has enabled: its weight limit and the sub-types offered. */
export const clientWasteTypes = pgTable(
  'client_waste_types',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    wasteType: text('waste_type').notNull(),
    limitKg: numeric('limit_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    subTypes: text('sub_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.wasteType] }),
    check('client_waste_types_type_check', sql`${t.wasteType} in ('reciclavel', 'organico', 'rejeito', 'compostavel')`),
    check('client_waste_types_limit_check', sql`${t.limitKg} > 0`),
  ],
);

export const userClients = pgTable(
  'user_clients',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('user_clients_client_idx').on(t.clientId)],
);

export const areas = pgTable(
  'areas',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** Order in the entry form, as the administrator arranged it. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.id] }), uniqueIndex('areas_client_name_idx').on(t.clientId, t.name)],
);

/**
 * A client's containers waste is weighed in (issue 26 item 2). Deactivated, never deleted: a record keeps its
 * container. Keys lead with client_id, like areas.
 */
export const containers = pgTable(
  'containers',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    // Its optional photo's key in the photo store (decision 035: the photo itself is never in the database); a new
    // photo gets a new key, so its address changes when it is replaced.
    photoKey: text('photo_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    uniqueIndex('containers_client_name_idx').on(t.clientId, t.name),
  ],
);

/**
 * A container's tares, each from a day on the client's clock until the next: rows are only added, never from a day
 * before today (kitchen-lists.ts tareStartRefusal), so a stored record's tare stays the one it was weighed with.
 */
export const containerTares = pgTable(
  'container_tares',
  {
    clientId: uuid('client_id').notNull(),
    containerId: uuid('container_id').notNull(),
    fromDay: date('from_day').notNull(),
    tareKg: numeric('tare_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.containerId, t.fromDay] }),
    foreignKey({
      name: 'container_tares_container_fk',
      columns: [t.clientId, t.containerId],
      foreignColumns: [containers.clientId, containers.id],
    }).onDelete('cascade'),
    check('container_tares_tare_check', sql`${t.tareKg} >= 0 and ${t.tareKg} <= 10000`),
  ],
);

/**
 * Why food was wasted (issue 26 item 3): a client's list starts with the food-loss stages' kinds (`kind`, named in
 * the reader's words); its own reasons have a `name`. Deactivated, never deleted.
 */
export const lossReasons = pgTable(
  'loss_reasons',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind'),
    name: text('name'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    uniqueIndex('loss_reasons_client_kind_idx').on(t.clientId, t.kind),
    uniqueIndex('loss_reasons_client_name_idx').on(t.clientId, t.name),
    check('loss_reasons_named_check', sql`(${t.kind} is null) <> (${t.name} is null)`),
  ],
);

/** What food was wasted (issue 26 item 3): a client's own list. Deactivated, never deleted. */
export const foodItems = pgTable(
  'food_items',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    uniqueIndex('food_items_client_name_idx').on(t.clientId, t.name),
  ],
);

/**
 * One weighing. The id is made on the device and, with the client, is the idempotency key of sync; deletes are
 * soft so a late retry cannot resurrect a record. Keys lead with client_id, so Citus can distribute by client
 * (docs/decisions/011-schema-ready-for-citus.md); an area is referenced with its client for the same reason.
 */
export const wasteRecords = pgTable(
  'waste_records',
  {
    id: uuid('id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id'),
    wasteType: text('waste_type').notNull(),
    subType: text('sub_type'),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => user.id, { onDelete: 'set null' }),
    // issue 12: the history import that brought the record in, and the bulk delete (or import undo) that took it
    // out — undoing either finds its records by these.
    importId: uuid('import_id'),
    deletedOperationId: uuid('deleted_operation_id'),
    // issue 26: the container it was weighed in, with the gross read and the tare taken off (weight_kg is the net);
    // why the food was wasted and what it was (organic only).
    containerId: uuid('container_id'),
    grossKg: numeric('gross_kg', { precision: 10, scale: 3, mode: 'number' }),
    tareKg: numeric('tare_kg', { precision: 10, scale: 3, mode: 'number' }),
    lossReasonId: uuid('loss_reason_id'),
    foodItemId: uuid('food_item_id'),
    // issue 26 item 4 (decision 040): the key of the weighing's photo in the photo store (files under DATA_DIR, or
    // an S3-compatible bucket); the photo itself is never in the database. Set once: a second upload keeps the first.
    photoKey: text('photo_key'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    foreignKey({
      name: 'waste_records_container_fk',
      columns: [t.clientId, t.containerId],
      foreignColumns: [containers.clientId, containers.id],
    }),
    foreignKey({
      name: 'waste_records_loss_reason_fk',
      columns: [t.clientId, t.lossReasonId],
      foreignColumns: [lossReasons.clientId, lossReasons.id],
    }),
    foreignKey({
      name: 'waste_records_food_item_fk',
      columns: [t.clientId, t.foodItemId],
      foreignColumns: [foodItems.clientId, foodItems.id],
    }),
    // Most used first in the form: the client's records naming an item, counted through this index.
    index('waste_records_food_item_idx')
      .on(t.clientId, t.foodItemId)
      .where(sql`${t.foodItemId} is not null and ${t.deletedAt} is null`),
    // The dashboard's top losses (issue 26 item 6) read only the records naming a reason or an item, by time.
    index('waste_records_named_loss_idx')
      .on(t.clientId, t.recordedAt)
      .where(sql`(${t.lossReasonId} is not null or ${t.foodItemId} is not null) and ${t.deletedAt} is null`),
    check(
      'waste_records_container_check',
      sql`(${t.containerId} is null and ${t.grossKg} is null and ${t.tareKg} is null) or (${t.containerId} is not null and ${t.weightKg} = ${t.grossKg} - ${t.tareKg})`,
    ),
    index('waste_records_import_idx')
      .on(t.clientId, t.importId)
      .where(sql`${t.importId} is not null`),
    index('waste_records_deleted_operation_idx')
      .on(t.deletedOperationId)
      .where(sql`${t.deletedOperationId} is not null`),
    // Areas are deactivated, never deleted, so a record keeps its area (ON DELETE SET NULL on this key would
    // clear client_id as well).
    foreignKey({
      name: 'waste_records_area_fk',
      columns: [t.clientId, t.areaId],
      foreignColumns: [areas.clientId, areas.id],
    }),
    index('waste_records_client_recorded_idx')
      .on(t.clientId, t.recordedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // A sustainability figure's records (issue 27): one (client, type, sub-type) over the days a contract of the
    // cell's destination was in force, in the order of the pages, so a page reads about a page of rows per part.
    index('waste_records_client_kind_recorded_idx')
      .on(t.clientId, t.wasteType, sql`coalesce(${t.subType}, '')`, t.recordedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    check('waste_records_weight_check', sql`${t.weightKg} > 0 and ${t.weightKg} <= 10000`),
    check('waste_records_type_check', sql`${t.wasteType} in ('reciclavel', 'organico', 'rejeito', 'compostavel')`),
  ],
);

/**
 * Weight per client, local day (in the client's time zone), area, type and sub-type, kept exact in the same
 * transaction as every record insert and delete: the dashboard reads days, not records.
 */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    areaId: uuid('area_id'),
    wasteType: text('waste_type').notNull(),
    subType: text('sub_type'),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    records: integer('records').notNull(),
  },
  (t) => [unique('daily_totals_key').on(t.clientId, t.day, t.areaId, t.wasteType, t.subType).nullsNotDistinct()],
);

/**
 * The daily totals summed by local month (first day of the month), kept in the same statement as every change of the
 * daily totals: the multi-client dashboard reads the months of 50 clients here, and day rows only for its daily
 * series and for the months in which a contract starts or ends (docs/decisions/022-monthly-totals.md).
 */
export const monthlyTotals = pgTable(
  'monthly_totals',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    areaId: uuid('area_id'),
    wasteType: text('waste_type').notNull(),
    subType: text('sub_type'),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    records: integer('records').notNull(),
  },
  (t) => [unique('monthly_totals_key').on(t.clientId, t.month, t.areaId, t.wasteType, t.subType).nullsNotDistinct()],
);

// ---- issue 12: history imports ----

/** One history import of a client's past weighings (master tools): its records carry its id, so it undoes as one. */
export const recordImports = pgTable(
  'record_imports',
  {
    id: uuid('id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    inserted: integer('inserted').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.id] }), index('record_imports_created_idx').on(t.clientId, t.createdAt)],
);

// ---- activity: what a client served in a month (waste per guest-night, per guest and per meal) ----

export const clientActivity = pgTable(
  'client_activity',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month').notNull(),
    /** Each guest once per night stayed. */
    guestNights: integer('guest_nights').notNull(),
    /** Each guest once per stay. */
    guests: integer('guests').notNull(),
    meals: integer('meals').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.month] })],
);

// ---- issue 13: reduction goals, monthly report subscriptions ----

/** A client's reduction goal per guest (packages/shared/src/reduction-goals.ts): one per client. */
export const clientReductionGoals = pgTable(
  'client_reduction_goals',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** null: all waste. */
    wasteType: text('waste_type'),
    metric: text('metric').notNull(),
    baselineYear: integer('baseline_year').notNull(),
    reductionPct: numeric('reduction_pct', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('client_reduction_goals_metric_check', sql`${t.metric} in ('kgPerGuestNight', 'gramsPerMeal')`),
    check(
      'client_reduction_goals_type_check',
      sql`${t.wasteType} is null or ${t.wasteType} in ('reciclavel', 'organico', 'rejeito', 'compostavel')`,
    ),
    check('client_reduction_goals_pct_check', sql`${t.reductionPct} > 0 and ${t.reductionPct} <= 100`),
  ],
);

/**
 * A client's SDG 12.3 tracking (issue 27): food waste per guest-night against a baseline year, falling on a straight
 * path to `change_pct` (−50 by default: halve it) in `target_year` (2030 by default). Keyed by client_id for Citus.
 */
export const clientSdgTargets = pgTable(
  'client_sdg_targets',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    baselineYear: integer('baseline_year').notNull(),
    targetYear: integer('target_year').notNull().default(2030),
    changePct: numeric('change_pct', { precision: 5, scale: 2, mode: 'number' }).notNull().default(-50),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('client_sdg_targets_years_check', sql`${t.targetYear} > ${t.baselineYear}`),
    check('client_sdg_targets_change_check', sql`${t.changePct} < 0 and ${t.changePct} >= -100`),
  ],
);

/** Who receives the monthly management report of which client by e-mail (a gerente or master, for their clients). */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] }), index('report_subscriptions_user_idx').on(t.userId)],
);

/**
 * Monthly reports e-mailed, one row per subscriber and month reported: the job claims the row with INSERT … ON
 * CONFLICT DO NOTHING before sending, so several instances send it once. It names the clients it covered (a
 * subscriber's, so no client_id key: it stays beside the user, not with one tenant).
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The first day of the month reported. */
    month: date('month').notNull(),
    clients: jsonb('clients').$type<{ id: string; name: string }[]>().notNull(),
    /** 'sending' while claimed, 'sent' once the e-mail left. */
    status: text('status').notNull().default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check('report_deliveries_status_check', sql`${t.status} in ('sending', 'sent')`),
  ],
);

// ---- collection: carriers, receivers, contracts ----

/** Address, contact and MTR unit codes shared by carriers and receivers. */
const providerColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  cnpj: text('cnpj').notNull(),
  cep: text('cep'),
  address: text('address'),
  addressNumber: text('address_number'),
  city: text('city'),
  state: text('state'),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  /** The provider's unit code in each MTR system it is registered in: { SINIR: '…', SIGOR: '…' }. */
  unitCodes: jsonb('unit_codes').$type<Record<string, string>>().notNull().default({}),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const carriers = pgTable('carriers', providerColumns(), (t) => [index('carriers_name_idx').on(t.name)]);

export const receivers = pgTable(
  'receivers',
  {
    ...providerColumns(),
    /** The destinations it offers; a contract's destination is one of them. */
    treatments: text('treatments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('receivers_name_idx').on(t.name)],
);

/** Environmental licences of a carrier or a receiver (exactly one of them). */
export const providerLicences = pgTable(
  'provider_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').references(() => receivers.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    agency: text('agency').notNull(),
    expiresOn: date('expires_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_licences_carrier_idx').on(t.carrierId),
    index('provider_licences_receiver_idx').on(t.receiverId),
    index('provider_licences_expires_idx').on(t.expiresOn),
    check('provider_licences_owner_check', sql`(${t.carrierId} is null) <> (${t.receiverId} is null)`),
  ],
);

/**
 * Licence e-mails already sent, one per licence, expiry date and threshold (days): the job claims a row with
 * INSERT … ON CONFLICT DO NOTHING before sending, so several instances send it once; a renewal re-arms it.
 */
export const licenceAlertsSent = pgTable(
  'licence_alerts_sent',
  {
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => providerLicences.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.expiresOn, t.thresholdDays] })],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => receivers.id),
    wasteType: text('waste_type').notNull(),
    subType: text('sub_type'),
    destination: text('destination').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    pricePerKg: numeric('price_per_kg', { precision: 10, scale: 4, mode: 'number' }),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('contracts_client_type_idx').on(t.clientId, t.wasteType, t.validFrom),
    check(
      'contracts_destination_check',
      sql`${t.destination} in ('recovery', 'recycling', 'composting', 'biomethanization', 'sorting', 'sanitary_landfill', 'incineration', 'disposal', 'unspecified')`,
    ),
    check('contracts_validity_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** kg CO2e per kg of waste by type (and sub-type) and destination, per year, with its published source. */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    wasteType: text('waste_type').notNull(),
    subType: text('sub_type'),
    destination: text('destination').notNull(),
    kgCo2ePerKg: numeric('kg_co2e_per_kg', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    /** Edits carry the version read; a stale one is refused (issue 12, master tools). */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('emission_factors_year_idx').on(t.year, t.wasteType),
    // One factor per year, type, sub-type (none counts as one value) and destination.
    unique('emission_factors_key').on(t.year, t.wasteType, t.subType, t.destination).nullsNotDistinct(),
  ],
);

// ---- audit ----

/** What was done to a client's data, by whom: tenant data, kept and distributed with its client. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who they were when they did it: the history reads the same after a rename or a deletion. */
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('audit_events_client_idx').on(t.clientId, t.createdAt),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

/**
 * What was done to what belongs to no single client (users, carriers, receivers), by whom: a reference table
 * beside the tenant one above. domain/audit/write-audit-event.ts picks the table; the history reads both.
 */
export const globalAuditEvents = pgTable(
  'global_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('global_audit_events_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

// ---- public site ----

/** Messages sent from the public contact form; the master reads them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    language: text('language'),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** When a master marked it handled, and who (issue 12, contact inbox). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Self-hosted analytics: one row per page view (path and query), no cookie, no IP. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

// ---- live updates ----

/**
 * Each client's newest event id. Ids are taken only by a transaction that holds this row until it commits (a
 * numbering round after the weighings' commits on PostgreSQL, the event's own statement on PGlite: decision 038), so
 * a client's events become visible in id order and a stream reading `id > last seen` never skips one.
 */
export const recordEventHeads = pgTable('record_event_heads', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});

/** Record changes of a client in id order, kept a day so a device that was away resumes from its last event id. */
export const recordEvents = pgTable(
  'record_events',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull(),
    event: jsonb('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.id] }), index('record_events_created_idx').on(t.createdAt)],
);

// ---- issue 12: master tools (system) ----

/**
 * One run of a background job or an operator's command (the licence alerts, a backup): when it ran, whether it
 * worked and a short summary. The master tools' System tab reads the last of each.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    detail: jsonb('detail'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt)],
);

// ---- issue 11: MTR and CDF (settings, lookup lists, mapping, MTRs, exchanges) ----

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A client's MTR system, environment, generator unit and responsible person, and its credentials encrypted with
 * AES-256-GCM under a key that is never in the database (domain/mtr/credentials-crypto.ts).
 */
export const mtrSettings = pgTable(
  'mtr_settings',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    system: text('system').notNull(),
    environment: text('environment').notNull(),
    generatorUnitCode: text('generator_unit_code').notNull(),
    responsibleName: text('responsible_name').notNull(),
    responsibleRole: text('responsible_role').notNull().default(''),
    credentialsKind: text('credentials_kind'),
    /** 'v1:' + base64(iv | tag | ciphertext); never selected for an answer. */
    credentialsSealed: text('credentials_sealed'),
    credentialsHint: text('credentials_hint'),
    lastTest: jsonb('last_test'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'mtr_settings_system_check',
      sql`${t.system} in ('SINIR', 'SIGOR', 'FEAM', 'SEMAD', 'INEA', 'FEPAM', 'IMA', 'CPRH', 'IEMA')`,
    ),
    check('mtr_settings_environment_check', sql`${t.environment} in ('production', 'homologation', 'simulator')`),
  ],
);

/** A system's lookup lists as last synced, per environment (codes differ between systems, and may between them). */
export const mtrLookupItems = pgTable(
  'mtr_lookup_items',
  {
    system: text('system').notNull(),
    environment: text('environment').notNull(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    abbreviation: text('abbreviation'),
  },
  (t) => [primaryKey({ columns: [t.system, t.environment, t.kind, t.code] })],
);

export const mtrLookupSyncs = pgTable(
  'mtr_lookup_syncs',
  {
    system: text('system').notNull(),
    environment: text('environment').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.system, t.environment, t.kind] })],
);

/**
 * The system's dependent lists, per system and environment: which classes it allows for an IBAMA code
 * (`retornaListaClassePorResiduo`, kind 'class-by-waste', key the IBAMA code) and which packaging for a physical
 * state (`retornaListaAcondicionamentoPorEstadoFisico`, kind 'packaging-by-state', key the state's code).
 */
export const mtrLookupLinks = pgTable(
  'mtr_lookup_links',
  {
    system: text('system').notNull(),
    environment: text('environment').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.system, t.environment, t.kind, t.key, t.code] })],
);

/** A client's mapping of a waste type and sub-type ('' for the type as a whole) to IBAMA code, class and codes. */
export const mtrWasteMappings = pgTable(
  'mtr_waste_mappings',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    wasteType: text('waste_type').notNull(),
    subType: text('sub_type').notNull().default(''),
    ibamaCode: text('ibama_code').notNull(),
    nbrClass: text('nbr_class').notNull(),
    classCode: text('class_code'),
    physicalStateCode: text('physical_state_code'),
    packagingCode: text('packaging_code'),
    unitCode: text('unit_code'),
    treatmentCode: text('treatment_code'),
    /** Kilos per litre (= t/m³), for a unit in litres or m³; the MTR declares it as marDensidade. */
    densityKgPerL: numeric('density_kg_per_l', { precision: 10, scale: 4, mode: 'number' }),
    /** Kilos one article weighs on average, for a unit in articles (lamps): kilos become a count. */
    kgPerUnit: numeric('kg_per_unit', { precision: 10, scale: 4, mode: 'number' }),
    /** Transport fields of a hazardous code (null: Ecopeso's default for the code, mtr-rules.ts). */
    onuNumber: text('onu_number'),
    riskClass: text('risk_class'),
    shippingName: text('shipping_name'),
    packingGroup: text('packing_group'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.wasteType, t.subType] }),
    check('mtr_waste_mappings_class_check', sql`${t.nbrClass} in ('I', 'IIA', 'IIB')`),
  ],
);

/** An MTR of a client's contract, from draft to CDF; its id travels to the system as `seuCodigo`. */
export const mtrs = pgTable(
  'mtrs',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id').notNull(),
    system: text('system').notNull(),
    environment: text('environment').notNull(),
    status: text('status').notNull().default('draft'),
    number: text('number'),
    cdfNumber: text('cdf_number'),
    shipmentDate: date('shipment_date').notNull(),
    driverName: text('driver_name').notNull().default(''),
    vehiclePlate: text('vehicle_plate').notNull().default(''),
    notes: text('notes').notNull().default(''),
    responsibleName: text('responsible_name').notNull().default(''),
    weighedFrom: timestamp('weighed_from', { withTimezone: true }),
    weighedUntil: timestamp('weighed_until', { withTimezone: true }).notNull(),
    /** When the current (or last) issue attempt was sent; the MTR is `issuing` until its answer is known. */
    issueStartedAt: timestamp('issue_started_at', { withTimezone: true }),
    /** Our short reference sent with the current attempt (seuCodigo and each item's internal code). */
    issueReference: text('issue_reference'),
    issueAttempts: integer('issue_attempts').notNull().default(0),
    /** Past this instant an attempt still sending lost its answer (it outlived every call it could make). */
    issueLostAfter: timestamp('issue_lost_after', { withTimezone: true }),
    /** While `issuing`: null while the call runs, 'uncertain' once its answer was lost, 'undecided' for a person. */
    issuePhase: text('issue_phase'),
    /** What the last reconciliation found: when, the days listed, how many MTRs, which matched. */
    issueCheck: jsonb('issue_check').$type<{
      at: string;
      from: string | null;
      to: string | null;
      listed: number;
      candidates: string[];
    }>(),
    lastError: jsonb('last_error').$type<{ message: string; at: string }>(),
    /** A test MTR (the SIGOR panel's, or issued in homologation): never counted in proposals, reports or the DMR. */
    isTest: boolean('is_test').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cdfIssuedAt: timestamp('cdf_issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelJustification: text('cancel_justification'),
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    /** The situation as the system last reported it, its code and its own words ('12 · Cancelado Automático por prazo'). */
    systemSituation: text('system_situation'),
    /** The background refresh claims an MTR until then, so one instance checks it at a time. */
    refreshClaimedUntil: timestamp('refresh_claimed_until', { withTimezone: true }),
    pdf: bytea('pdf'),
    cdfPdf: bytea('cdf_pdf'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    foreignKey({
      name: 'mtrs_contract_fk',
      columns: [t.clientId, t.contractId],
      foreignColumns: [contracts.clientId, contracts.id],
    }),
    uniqueIndex('mtrs_number_idx')
      .on(t.clientId, t.system, t.environment, t.number)
      .where(sql`${t.number} is not null`),
    index('mtrs_client_contract_idx').on(t.clientId, t.contractId, t.status),
    index('mtrs_client_shipment_idx').on(t.clientId, t.shipmentDate),
    index('mtrs_open_idx')
      .on(t.statusCheckedAt)
      .where(sql`${t.status} in ('issued', 'received')`),
    index('mtrs_issuing_idx')
      .on(t.issueStartedAt)
      .where(sql`${t.status} = 'issuing'`),
    check(
      'mtrs_status_check',
      sql`${t.status} in ('draft', 'issuing', 'issued', 'received', 'cdf_issued', 'cancelled')`,
    ),
    check('mtrs_issue_phase_check', sql`${t.issuePhase} in ('uncertain', 'undecided')`),
    check(
      'mtrs_system_check',
      sql`${t.system} in ('SINIR', 'SIGOR', 'FEAM', 'SEMAD', 'INEA', 'FEPAM', 'IMA', 'CPRH', 'IEMA')`,
    ),
  ],
);

export const mtrItems = pgTable(
  'mtr_items',
  {
    clientId: uuid('client_id').notNull(),
    mtrId: uuid('mtr_id').notNull(),
    position: integer('position').notNull(),
    ibamaCode: text('ibama_code').notNull(),
    ibamaDescription: text('ibama_description'),
    nbrClass: text('nbr_class').notNull(),
    classCode: text('class_code'),
    physicalStateCode: text('physical_state_code'),
    packagingCode: text('packaging_code'),
    unitCode: text('unit_code'),
    treatmentCode: text('treatment_code'),
    quantityKg: numeric('quantity_kg', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    weighedKg: numeric('weighed_kg', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    receivedKg: numeric('received_kg', { precision: 12, scale: 3, mode: 'number' }),
    /** As sent: the quantity in the MTR's unit, that unit, and the kilos one unit stood for (received → kilos). */
    quantity: numeric('quantity', { precision: 16, scale: 4, mode: 'number' }),
    unitKind: text('unit_kind'),
    kilosPerUnit: numeric('kilos_per_unit', { precision: 12, scale: 4, mode: 'number' }),
    densityKgPerL: numeric('density_kg_per_l', { precision: 10, scale: 4, mode: 'number' }),
    onuNumber: text('onu_number'),
    riskClass: text('risk_class'),
    shippingName: text('shipping_name'),
    packingGroup: text('packing_group'),
    /** What the receiver declared, in the MTR's unit (received_kg is it in kilos). */
    receivedQuantity: numeric('received_quantity', { precision: 16, scale: 4, mode: 'number' }),
    /** Articles counted by the person, for a code declared in units (lamps): the quantity sent. */
    count: integer('count'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.mtrId, t.position] }),
    foreignKey({
      name: 'mtr_items_mtr_fk',
      columns: [t.clientId, t.mtrId],
      foreignColumns: [mtrs.clientId, mtrs.id],
    }).onDelete('cascade'),
    check('mtr_items_quantity_check', sql`${t.quantityKg} > 0`),
  ],
);

/** Every exchange with a state system, request and answer with secrets removed (mtr/redact.ts). */
export const mtrExchanges = pgTable(
  'mtr_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mtrId: uuid('mtr_id'),
    operation: text('operation').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    httpStatus: integer('http_status'),
    ok: boolean('ok').notNull(),
    request: jsonb('request'),
    response: jsonb('response'),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('mtr_exchanges_client_at_idx').on(t.clientId, t.at),
    index('mtr_exchanges_mtr_idx').on(t.clientId, t.mtrId),
  ],
);

// ---- issue 11: documents uploaded for a client (an MTR or CDF made outside Ecopeso) ----

/** A PDF of an MTR or a CDF made outside Ecopeso, kept with its client for the auditor's ZIP. */
export const clientDocuments = pgTable(
  'client_documents',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** 'mtr' or 'cdf'. */
    kind: text('kind').notNull(),
    /** The MTR's or the CDF's number in the state system. */
    number: text('number').notNull(),
    /** The day it was issued (the period filter reads it). */
    issuedOn: date('issued_on').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('client_documents_issued_idx').on(t.clientId, t.issuedOn),
    check('client_documents_kind_check', sql`${t.kind} in ('mtr', 'cdf')`),
    check('client_documents_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 10485760`),
  ],
);
