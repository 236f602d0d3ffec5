import { eq } from 'drizzle-orm';
import type { ContactInput } from '@ecopeso/shared/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

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
