import { sql } from 'drizzle-orm';
import { daysUntil, LICENCE_WARNING_DAYS, type LicenceAlert } from '@ecopeso/shared/providers';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import { can } from '@ecopeso/shared/roles';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { rowsOf } from '../../db/rows.ts';

interface Row extends Record<string, unknown> {
  licence_id: string;
  number: string;
  agency: string;
  expires_on: string | Date;
  provider_id: string;
  kind: 'carrier' | 'receiver';
  provider_name: string;
  client_ids: string[] | null;
}

const isoDay = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * Licences of active providers expired or expiring within 60 days, most urgent first, each with the clients whose
 * current or future contracts use the provider. A master sees every one; anybody else only those used by their
 * own clients' contracts (and the client list is cut to theirs).
 */
export async function listLicenceAlerts(db: Db, actor: Actor | null, now = new Date()): Promise<LicenceAlert[]> {
  const today = dayInZone(DEFAULT_TIMEZONE, now);
  const rows = await rowsOf<Row>(
    db,
    sql`
    with licences as (
      select l.id, l.number, l.agency, l.expires_on, coalesce(l.carrier_id, l.receiver_id) as provider_id,
        case when l.carrier_id is not null then 'carrier' else 'receiver' end as kind,
        coalesce(c.name, r.name) as provider_name
      from provider_licences l
      left join carriers c on c.id = l.carrier_id
      left join receivers r on r.id = l.receiver_id
      where coalesce(c.active, r.active)
        and l.expires_on <= ${today}::date + ${LICENCE_WARNING_DAYS}::int
    ),
    -- Which active clients each provider serves, from the contracts in force or to come: one pass over them all.
    serving as (
      select p.provider_id, array_agg(distinct p.client_id::text) as client_ids
      from contracts k
      join clients cl on cl.id = k.client_id and cl.active
      cross join lateral (values (k.carrier_id, k.client_id), (k.receiver_id, k.client_id)) p(provider_id, client_id)
      where k.valid_to is null or k.valid_to >= ${today}::date
      group by p.provider_id
    )
    select l.id as licence_id, l.number, l.agency, l.expires_on, l.provider_id, l.kind, l.provider_name,
      s.client_ids
    from licences l left join serving s on s.provider_id = l.provider_id
    order by l.expires_on, l.provider_name`,
  );
  const alerts = rows.map((r) => {
    const expiresOn = isoDay(r.expires_on);
    const daysLeft = daysUntil(expiresOn, today);
    return {
      licenceId: r.licence_id,
      number: r.number,
      agency: r.agency,
      expiresOn,
      daysLeft,
      status: daysLeft < 0 ? ('expired' as const) : ('expiring' as const),
      provider: { id: r.provider_id, kind: r.kind, name: r.provider_name },
      clientIds: [...(r.client_ids ?? [])].sort(),
    };
  });
  if (!actor || can(actor.role, 'clients:all')) return alerts;
  return alerts.flatMap((a) => {
    const clientIds = a.clientIds.filter((id) => actor.allowedClientIds.includes(id));
    return clientIds.length ? [{ ...a, clientIds }] : [];
  });
}
