import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { licenceStatus, worstLicenceStatus } from '@ecopeso/shared/providers';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Destination, WasteType } from '@ecopeso/shared/waste';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { carriers, contracts, providerLicences, receivers } from '../../db/schema.ts';

const carrier = alias(carriers, 'carrier');
const receiver = alias(receivers, 'receiver');

/** A client's contracts (or the one asked for), newest period first per type, each with its licence status today. */
export async function listContracts(db: Db, clientId: string, contractId?: string): Promise<Contract[]> {
  const rows = await db
    .select({ c: contracts, carrierName: carrier.name, receiverName: receiver.name })
    .from(contracts)
    .innerJoin(carrier, eq(carrier.id, contracts.carrierId))
    .innerJoin(receiver, eq(receiver.id, contracts.receiverId))
    .where(and(eq(contracts.clientId, clientId), contractId ? eq(contracts.id, contractId) : undefined))
    .orderBy(asc(contracts.wasteType), asc(contracts.subType), asc(contracts.validFrom));
  const carrierIds = [...new Set(rows.map((r) => r.c.carrierId))];
  const receiverIds = [...new Set(rows.map((r) => r.c.receiverId))];
  const licences =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(providerLicences)
          .where(
            or(inArray(providerLicences.carrierId, carrierIds), inArray(providerLicences.receiverId, receiverIds)),
          );
  const today = dayInZone(DEFAULT_TIMEZONE);
  return rows.map(({ c, carrierName, receiverName }) => ({
    id: c.id,
    clientId: c.clientId,
    carrier: { id: c.carrierId, name: carrierName },
    receiver: { id: c.receiverId, name: receiverName },
    wasteType: c.wasteType as WasteType,
    subType: c.subType,
    destination: c.destination as Destination,
    validFrom: c.validFrom,
    validTo: c.validTo,
    pricePerKg: c.pricePerKg,
    notes: c.notes,
    licenceStatus: worstLicenceStatus(
      licences
        .filter((l) => l.carrierId === c.carrierId || l.receiverId === c.receiverId)
        .map((l) => licenceStatus(l.expiresOn, today)),
    ),
    version: c.version,
  }));
}
