import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTACT_PAGE_SIZE,
  type ContactMessage,
  type contactInboxQuerySchema,
  type contactInboxSchema,
} from '@ecopeso/shared/master-tools';
import type { Db } from '../../db/client.ts';
import { contactMessages, user } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';

const columns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  company: contactMessages.company,
  message: contactMessages.message,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: user.name,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const present = (r: Row): ContactMessage => ({
  id: r.id!,
  fullName: r.fullName!,
  email: r.email!,
  company: r.company,
  message: r.message!,
  language: r.language,
  createdAt: r.createdAt!.toISOString(),
  handledAt: r.handledAt ? r.handledAt.toISOString() : null,
  handledBy: r.handledBy,
});

/** The public contact form's messages, newest first: open ones, handled ones or all; with the open count. */
export async function listContactMessages(
  db: Db,
  query: z.output<typeof contactInboxQuerySchema>,
): Promise<z.infer<typeof contactInboxSchema>> {
  const filter =
    query.status === 'open'
      ? isNull(contactMessages.handledAt)
      : query.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(user, eq(user.id, contactMessages.handledBy))
      .where(filter)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((query.page - 1) * CONTACT_PAGE_SIZE),
    db
      .select({
        total: filter ? sql<number>`count(*) filter (where ${filter})` : count(),
        open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`,
      })
      .from(contactMessages),
  ]);
  return {
    items: rows.map(present),
    total: Number(totals?.total ?? 0),
    open: Number(totals?.open ?? 0),
    page: query.page,
    pageSize: CONTACT_PAGE_SIZE,
  };
}

/** Marks a message handled (or open again), recording who and when; audited. */
export async function markContactMessage({
  db,
  actor,
  id,
  handled,
}: Change<{ id: string; handled: boolean }>): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!before) throw new AppError('not-found', 'Message not found.');
    if (Boolean(before.handledAt) !== handled) {
      await tx
        .update(contactMessages)
        .set(handled ? { handledAt: new Date(), handledBy: actor.id } : { handledAt: null, handledBy: null })
        .where(eq(contactMessages.id, id));
      await writeAuditEvent(tx, {
        actor,
        entity: 'contact_message',
        entityId: id,
        action: 'update',
        before: { handled: !handled },
        after: { handled },
      });
    }
    const [row] = await tx
      .select(columns)
      .from(contactMessages)
      .leftJoin(user, eq(user.id, contactMessages.handledBy))
      .where(eq(contactMessages.id, id));
    return present(row!);
  });
}
