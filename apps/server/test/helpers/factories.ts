import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_LIMITS_KG, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { Role } from '@ecopeso/shared/roles';
import type { Db } from '../../src/db/client.ts';
import { areas, carriers, clients, clientWasteTypes, contracts, receivers } from '../../src/db/schema.ts';
import { createUser as createUserInDomain } from '../../src/domain/users/create-user.ts';
import type { TestContext } from './context.ts';

export interface ClientInput {
  name?: string;
  active?: boolean;
  timezone?: string;
  diversionGoalPct?: number;
  /** Enabled waste types: the limit defaults to the product's default for the type, sub-types to none. */
  types?: { type: WasteType; limitKg?: number; subTypes?: string[] }[];
  areas?: { name: string; active?: boolean }[];
}

/** A client row with its enabled waste types and areas, written straight to the database. */
export async function createClient(db: Db, input: ClientInput = {}) {
  const [client] = await db
    .insert(clients)
    .values({
      name: input.name ?? `Client ${randomUUID().slice(0, 8)}`,
      active: input.active ?? true,
      timezone: input.timezone,
      diversionGoalPct: input.diversionGoalPct,
    })
    .returning();
  const id = client!.id;
  if (input.types?.length) {
    await db.insert(clientWasteTypes).values(
      input.types.map((t) => ({
        clientId: id,
        wasteType: t.type,
        limitKg: t.limitKg ?? DEFAULT_LIMITS_KG[t.type],
        subTypes: t.subTypes ?? [],
      })),
    );
  }
  const areaRows = input.areas?.length
    ? await db
        .insert(areas)
        .values(input.areas.map((a) => ({ clientId: id, name: a.name, active: a.active ?? true })))
        .returning({ id: areas.id, name: areas.name, active: areas.active })
    : [];
  return { id, name: client!.name, areas: areaRows };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role;
}

/** A user made the way the CLI and admin make one (argon2 hash, allowed clients), with a random password. */
export async function createUser(
  db: Db,
  role: Role,
  clientIds: string[] = [],
  options: { name?: string } = {},
): Promise<TestUser> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const name = options.name ?? `Test ${role}`;
  const password = randomBytes(12).toString('base64url');
  const { id } = await createUserInDomain(db, { email, name, role, password, clientIds });
  return { id, email, name, password, role };
}

export function signInRequest(ctx: TestContext, email: string, password: string, remoteAddress?: string) {
  return ctx.post('/api/auth/sign-in/email', { payload: { email, password }, remoteAddress });
}

/** Signs in through the real endpoint and returns the `cookie` header a browser would send next. */
export async function signIn(ctx: TestContext, email: string, password: string, remoteAddress?: string) {
  const res = await signInRequest(ctx, email, password, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

export const SESSION_COOKIE = 'ecopeso.session_token';

/** The raw Set-Cookie line of the session cookie, if the response set one. */
export function sessionSetCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** `name=value` of the session cookie exactly as set (still URL-encoded), ready for a `cookie` header. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return sessionSetCookie(res)?.split(';')[0];
}

/** A user of the given role, signed in. */
export async function signedInUser(
  ctx: TestContext,
  role: Role,
  clientIds: string[] = [],
  options: { name?: string } = {},
) {
  const user = await createUser(ctx.db, role, clientIds, options);
  return { ...user, cookie: await signIn(ctx, user.email, user.password) };
}

/** What signedInUser returns: the user, with the cookie their browser sends. */
export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** The staff of a client, as signedInStaff signs them in. */
export type Staff = Record<'master' | 'gerente' | 'operacional', SignedInUser>;

/**
 * A master, and a gerente and an operacional of the client, signed in in that order; named when a test reads who
 * did what (e.g. a list's or a file's user column).
 */
export async function signedInStaff(
  ctx: TestContext,
  clientId: string,
  names: Partial<Record<keyof Staff, string>> = {},
): Promise<Staff> {
  return {
    master: await signedInUser(ctx, 'master', [], { name: names.master }),
    gerente: await signedInUser(ctx, 'gerente', [clientId], { name: names.gerente }),
    operacional: await signedInUser(ctx, 'operacional', [clientId], { name: names.operacional }),
  };
}

/** The cookies access tests sign in with, one per kind of caller. */
export type RoleCookies = Record<'master' | 'gerente' | 'operacional' | 'outsider', string>;

/**
 * One signed-in caller of each kind an access test asks about: the client's staff (signedInStaff) and an outsider (a
 * gerente of another client), created in that order.
 */
export async function roleCookies(ctx: TestContext, clientId: string, otherClientId: string): Promise<RoleCookies> {
  const staff = await signedInStaff(ctx, clientId);
  return {
    master: staff.master.cookie,
    gerente: staff.gerente.cookie,
    operacional: staff.operacional.cookie,
    outsider: (await signedInUser(ctx, 'gerente', [otherClientId])).cookie,
  };
}

export interface ContractInput {
  wasteType: WasteType;
  subType?: SubType | null;
  destination: Destination;
  /** 'YYYY-MM-DD', inclusive. */
  validFrom: string;
  /** 'YYYY-MM-DD', inclusive; open-ended when null. */
  validTo?: string | null;
  /** R$ per kg; negative for material sold; none when absent. */
  pricePerKg?: number | null;
}

/** A contract of the client with a carrier and a receiver of its own, written straight to the database. */
export async function createContract(db: Db, clientId: string, input: ContractInput) {
  const [carrier] = await db
    .insert(carriers)
    .values({ name: `Carrier ${randomUUID().slice(0, 8)}`, cnpj: '11222333000181' })
    .returning({ id: carriers.id });
  const [receiver] = await db
    .insert(receivers)
    .values({ name: `Receiver ${randomUUID().slice(0, 8)}`, cnpj: '11444777000161' })
    .returning({ id: receivers.id });
  const [contract] = await db
    .insert(contracts)
    .values({
      clientId,
      carrierId: carrier!.id,
      receiverId: receiver!.id,
      wasteType: input.wasteType,
      subType: input.subType ?? null,
      destination: input.destination,
      validFrom: input.validFrom,
      validTo: input.validTo ?? null,
      pricePerKg: input.pricePerKg ?? null,
    })
    .returning({ id: contracts.id });
  return { id: contract!.id, ...input };
}
