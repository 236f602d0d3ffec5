import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emissionFactors } from '../../db/schema.ts';
import { STARTING_FACTOR_YEARS, STARTING_FACTORS, WARM_SOURCE } from './emission-factors-data.ts';

/** Loads the starting emission factors into an empty table (reference data: every environment, production too). */
export async function seedEmissionFactors(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(emissionFactors);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(emissionFactors).values(
    STARTING_FACTOR_YEARS.flatMap((year) =>
      STARTING_FACTORS.map(([wasteType, subType, destination, kgCo2ePerKg]) => ({
        year,
        wasteType,
        subType,
        destination,
        kgCo2ePerKg,
        source: WARM_SOURCE,
      })),
    ),
  );
  return true;
}
