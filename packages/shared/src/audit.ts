import { z } from 'zod';
import { numberedPageSchema, pageQueryShape } from './pages.ts';

/** What an audit event can be about, and what was done; the web app names each in the reader's language. */
export const AUDIT_ENTITIES = [
  'user',
  'client',
  'area',
  'carrier',
  'receiver',
  'contract',
  'waste_record',
  'emission_factor',
  'contact_message',
  'record_import',
  'document',
  'mtr_settings',
  'mtr_mapping',
  'mtr',
  'reduction_goal',
  'sdg_target',
  'container',
  'loss_reason',
  'food_item',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'deactivate',
  'reactivate',
  'delete',
  /** A deleted record brought back (a master's restore, or the undo of a bulk delete). */
  'restore',
  'link_issued',
  /** A gerente tried to invite an e-mail that belongs to an account they cannot see (nothing of it changed). */
  'invite_existing',
  'password_changed',
  'password_reset',
  'issue',
  'cancel',
  /** Kitchen station (decision 039): a PIN set or removed (on the user), a device made a station (on the client). */
  'pin_set',
  'pin_removed',
  /** A PIN refused because another user of a client already has it: counted, so nobody learns colleagues' PINs by trying. */
  'pin_taken',
  'station_started',
  /** A cook switched in at a station by PIN (on the cook, with the station's client). */
  'cook_switched',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_MAX = 100;

export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  id: z.string().min(1).max(100),
  ...pageQueryShape({ max: AUDIT_PAGE_MAX, size: 20 }),
});

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  clientId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = numberedPageSchema(auditEventSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
