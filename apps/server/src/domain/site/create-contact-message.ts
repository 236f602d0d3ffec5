import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export const contactSchema = z.object({
  fullName: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  company: z.string().trim().max(120).optional(),
  message: z.string().trim().min(1).max(5000),
  /** Honeypot: people never see it, bots fill it. */
  website: z.string().max(500).optional(),
  language: z.enum(['pt', 'en', 'es']).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export interface ContactForwarder {
  forward(message: Omit<ContactInput, 'website'> & { id: string }): Promise<void>;
}

/** Stores a contact message (unless the honeypot is filled) and forwards it when a forwarder is configured; forwarding never loses the stored message. */
export async function createContactMessage({
  db,
  input,
  forwarder,
  onForwardError,
}: {
  db: Db;
  input: ContactInput;
  forwarder?: ContactForwarder;
  onForwardError?: (err: unknown) => void;
}): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false };
  const { website: _honeypot, ...fields } = input;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...fields, company: fields.company || null })
    .returning({ id: contactMessages.id });
  if (forwarder && row) {
    forwarder
      .forward({ ...fields, id: row.id })
      .then(() => db.update(contactMessages).set({ forwardedAt: new Date() }).where(eq(contactMessages.id, row.id)))
      .catch((err: unknown) => onForwardError?.(err));
  }
  return { stored: true };
}
