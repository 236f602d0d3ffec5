import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emissionFactors } from '../../db/schema.ts';
import { WARM_SOURCE } from '@ecopeso/shared/words';
import { STARTING_FACTOR_YEARS, STARTING_FACTORS } from './emission-factors-data.ts';

/**
 * Loads the starting emission factors into an empty table (reference data: every environment, production too).
 * Two instances starting at once on one empty database both see it empty: the unique key on (year, type, sub-type,
 * destination) lets the second insert add nothing instead of failing its start.
 */
export async function seedEmissionFactors(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(emissionFactors);
  if ((existing?.n ?? 0) > 0) return false;
  await db
    .insert(emissionFactors)
    .values(
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
    )
    .onConflictDoNothing();
  return true;
}
