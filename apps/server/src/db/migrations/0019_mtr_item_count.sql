-- Articles counted by the person (lamps, declared in units): the quantity the MTR sends.
ALTER TABLE "mtr_items" ADD COLUMN "count" integer;