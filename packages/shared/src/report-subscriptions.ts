import { z } from 'zod';

/**
 * Monthly management reports by e-mail (issue 13): a gerente or master subscribes to chosen clients of theirs; on
 * the first working day of each month each subscriber gets one e-mail with the previous month's report of each.
 */
export const reportSubscriptionsSchema = z.object({ clientIds: z.array(z.uuid()).max(500) });
export type ReportSubscriptions = z.infer<typeof reportSubscriptionsSchema>;

export const reportDeliverySchema = z.object({
  /** The month reported, 'YYYY-MM'. */
  month: z.string(),
  clients: z.array(z.object({ id: z.string(), name: z.string() })),
  status: z.enum(['sending', 'sent']),
  sentAt: z.string().nullable(),
});
export type ReportDelivery = z.infer<typeof reportDeliverySchema>;
