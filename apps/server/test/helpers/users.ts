import type { LightMyRequestResponse } from 'fastify';
import type { MailMessage, Mailer } from '../../src/mail/mailer.ts';
import { WEB_ORIGIN, type TestContext } from './context.ts';
import { createClient, signedInUser, type SignedInUser } from './factories.ts';

/** A mailer that keeps what it was asked to send. */
export function collectingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/**
 * The users tests' world: Hotel A and Hotel B, a master, and a gerente of Hotel A, both signed in (named when the
 * test reads their names back).
 */
export async function hotelsWithMasterAndGerente(
  ctx: TestContext,
  names: { master?: string; gerente?: string } = {},
): Promise<{ hotelA: string; hotelB: string; master: SignedInUser; gerente: SignedInUser }> {
  const hotelA = (await createClient(ctx.db, { name: 'Hotel A' })).id;
  const hotelB = (await createClient(ctx.db, { name: 'Hotel B' })).id;
  const master = await signedInUser(ctx, 'master', [], { name: names.master });
  const gerente = await signedInUser(ctx, 'gerente', [hotelA], { name: names.gerente });
  return { hotelA, hotelB, master, gerente };
}

export function patch(
  ctx: TestContext,
  url: string,
  cookie: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'PATCH', url, headers: { cookie, origin: WEB_ORIGIN }, payload: payload as object });
}

/** The token of a set-password link (it rides in the fragment). */
export function tokenOf(url: string): string {
  return decodeURIComponent(new URL(url).hash.replace(/^#token=/, ''));
}

export interface UserRowJson {
  id: string;
  name: string;
  email: string;
  role: string;
  clientIds: string[];
  status: string;
  lastSignInAt: string | null;
  version: number;
}

/** Reads a user as `as` sees it in the list, or undefined when it is not in their list. */
export async function listedUser(ctx: TestContext, cookie: string, email: string): Promise<UserRowJson | undefined> {
  const res = await ctx.get(`/api/v1/users?q=${encodeURIComponent(email)}`, { cookie });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json<{ items: UserRowJson[] }>().items.find((u) => u.email === email);
}
