import { z } from 'zod';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import type { Role } from '@ecopeso/shared/roles';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { subTypesOffered, takesLossReason } from '@ecopeso/shared/weighing-rules';
import { validateWeighing, type WeighingField, type WeighingValues } from './validate-weighing';
import { earliestWall, instantOf } from './when';

/** The weighing form's fields as the screen holds them: the tiles chosen, the weight as typed, the moment picked. */
export interface WeighingFormValues {
  wasteType: WasteType | null;
  subType: SubType | null;
  areaId: string | null;
  /** With a container picked, the weight typed or read is the gross. */
  weight: string;
  /** null: now (the default); otherwise a wall-clock moment of the client ('YYYY-MM-DDTHH:mm') picked by the user. */
  when: string | null;
  containerId: string | null;
  lossReasonId: string | null;
  foodItemId: string | null;
}
export type WeighingFormField = keyof WeighingFormValues;

/** What a weighing the form accepts comes to: the values for the device's queue, and when it was weighed. */
export interface AcceptedWeighing {
  values: WeighingValues;
  at: Date;
}

/**
 * The weighing form's resolver (useZodForm): the moment picked within what the role may pick (the form's own limit: a
 * weighing made offline days ago still syncs), then the weighing rule of packages/shared through validateWeighing,
 * each refusal on its field as a key of the weighing catalogue. The moment's problems are said alone, before the rest
 * is judged. Judged against the time it runs.
 */
export function weighingFormSchema(client: ClientDetail, lang: Language, role: Role) {
  return z.custom<WeighingFormValues>().transform((form, ctx): AcceptedWeighing => {
    const refuse = (field: WeighingFormField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message, input: form });
    const now = new Date();
    let at = now;
    if (form.when !== null) {
      const picked = instantOf(form.when, client.timezone);
      const earliest = earliestWall(role, now, client.timezone);
      const tooEarly = picked && earliest ? picked < (instantOf(earliest, client.timezone) ?? picked) : false;
      if (!picked || tooEarly) {
        refuse('when', !picked ? 'when.invalid' : 'when.tooEarly');
        return z.NEVER;
      }
      at = picked;
    }
    // What the screen shows as chosen: a sub-type or an area no longer offered (a refused record reopened, the
    // client's set-up changed meanwhile) is not chosen, and the rule asks for one of those shown.
    const asksWhy = takesLossReason(form.wasteType);
    const subTypes = form.wasteType ? subTypesOffered(client, form.wasteType) : [];
    const result = validateWeighing(
      {
        wasteType: form.wasteType,
        subType: form.subType && subTypes.includes(form.subType) ? form.subType : null,
        areaId: client.areas.some((a) => a.id === form.areaId) ? form.areaId : null,
        weight: form.weight,
        recordedAt: at,
        containerId: client.containers.some((c) => c.id === form.containerId) ? form.containerId : null,
        lossReasonId: asksWhy && client.lossReasons.some((r) => r.id === form.lossReasonId) ? form.lossReasonId : null,
        foodItemId: asksWhy && client.foodItems.some((f) => f.id === form.foodItemId) ? form.foodItemId : null,
      },
      client,
      lang,
      now,
    );
    if (result.ok) return { values: result.values, at };
    for (const [field, key] of Object.entries(result.errors) as [WeighingField, string][]) {
      refuse(field === 'recordedAt' ? 'when' : field, key);
    }
    return z.NEVER;
  });
}
