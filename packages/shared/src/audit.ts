import { z } from 'zod';

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_MAX = 100;

export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  id: z.string().min(1).max(100),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(20),
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

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
