import type { ActivityError } from './activity.ts';
import type { Comparison } from './comparison.ts';
import type { LossReasonKind, LossStage } from './kitchen-lists.ts';
import type { Role } from './roles.ts';
import type { Destination, SubType, WasteType } from './waste.ts';

/**
 * The names of the product's fixed things in one language, typed by the shared enums. Built over a `t` bound to the
 * `vocabulary` namespace (see vocabulary.ts): the browser's and the server's are made by the same function below, so
 * a screen and a file cannot look a thing up under different keys. This module imports none of the catalogues, so
 * the web app can import it without bundling them.
 */
export interface Words {
  wasteType(type: WasteType): string;
  subType(subType: SubType): string;
  destination(destination: Destination): string;
  destinationGroup(group: 'recovery' | 'disposal'): string;
  role(role: Role): string;
  recordStatus(status: 'pending' | 'rejected'): string;
  /**
   * An MTR's status in words ('Cancelado'). Takes any string: a status added to the life cycle before its words
   * are shows as its code rather than as a translation key.
   */
  mtrStatus(status: string): string;
  field(
    field:
      | 'client'
      | 'date'
      | 'time'
      | 'month'
      | 'area'
      | 'wasteType'
      | 'subType'
      | 'weightKg'
      | 'user'
      | 'container'
      | 'grossKg'
      | 'tareKg'
      | 'lossReason'
      | 'foodItem',
  ): string;
  /** A loss reason of the food-loss stages (kitchen-lists.ts), and a stage. */
  lossReason(kind: LossReasonKind): string;
  /** A client's loss reason as a reader names it: a stage's reason in these words, the client's own by its name. */
  lossReasonName(kind: LossReasonKind | null | undefined, name: string | null | undefined): string | null;
  lossStage(stage: LossStage): string;
  noArea: string;
  noSubType: string;
  /** 'partial', said of an earlier period whose data is incomplete. */
  comparisonPartial: string;
  /**
   * A comparison in words, never a bare percentage: the change against `period` (e.g. '2025', 'nov. 2025'), or why
   * there is none (partial earlier data, no earlier data, not started).
   */
  /** A problem of an activity CSV import, with its line and column named. */
  activityError(error: ActivityError): string;
  comparison(c: Comparison, format: { period: string; pct(value: number): string; date(iso: string): string }): string;
  /** An emission factor's source in this language when it is one the product ships; as typed otherwise. */
  factorSource(source: string): string;
  /**
   * A text of the sustainability reports (issue 27) by its key under `sustainability` in the vocabulary —
   * `tables.gri-306-4`, `rows.recycling`, `notes.units` — with its {{placeholders}} filled.
   */
  sustainability(key: string, values?: Record<string, string>): string;
}

/** The source of the emission factors the product ships and seeds (the server's emission-factors-data.ts). */
export const WARM_SOURCE = 'US EPA WARM v16 (2023), net factors converted to kg CO2e/kg';

/** The sources of the factors the product ships (seeded in English), by vocabulary key. */
export const SHIPPED_FACTOR_SOURCES: Record<string, string> = {
  [WARM_SOURCE]: 'warmV16',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

function comparisonWords(t: (key: string) => string): Words['comparison'] {
  return (c, { period, pct, date }) => {
    const key = (name: string) => t(`comparison.${name}`);
    switch (c.status) {
      case 'comparable': {
        const sign = c.changePct !== null && c.changePct > 0 ? '+' : '';
        const change = `${sign}${pct(c.changePct ?? 0)}`;
        return fill(key(c.sameDays ? 'comparableSameDays' : 'comparable'), { change, period });
      }
      case 'partial':
        return c.reason === 'historyStartsMidPeriod'
          ? fill(key('partialHistory'), { period, date: c.historyStart ? date(c.historyStart) : '' })
          : fill(key('partialDays'), {
              period,
              n: String(c.previousDaysWithData),
              days: String(c.days),
            });
      case 'noEarlierData':
        return fill(key('noEarlierData'), { period });
      case 'notStarted':
        return key('notStarted');
    }
  };
}

/** The Words of a vocabulary translator (`t` whose default namespace is the vocabulary). */
export function wordsFrom(t: (key: string) => string): Words {
  return {
    wasteType: (type) => t(`wasteTypes.${type}`),
    subType: (subType) => t(`subTypes.${subType}`),
    destination: (destination) => t(`destinations.${destination}`),
    destinationGroup: (group) => t(`destinationGroups.${group}`),
    role: (role) => t(`roles.${role}`),
    lossReason: (kind) => t(`lossReasons.${kind}`),
    lossReasonName: (kind, name) => (kind ? t(`lossReasons.${kind}`) : (name ?? null)),
    lossStage: (stage) => t(`lossStages.${stage}`),
    recordStatus: (status) => t(`recordStatuses.${status}`),
    mtrStatus: (status) => {
      const key = `mtrStatuses.${status}`;
      const text = t(key);
      return text && text !== key ? text : status;
    },
    field: (field) => t(`fields.${field}`),
    noArea: t('noArea'),
    noSubType: t('noSubType'),
    comparisonPartial: t('comparison.partialShort'),
    comparison: comparisonWords(t),
    factorSource: (source) => {
      const key = SHIPPED_FACTOR_SOURCES[source];
      return key ? t(`factorSources.${key}`) : source;
    },
    sustainability: (key, values = {}) => fill(t(`sustainability.${key}`), values),
    activityError: (e) =>
      fill(t(`activity.errors.${e.code}`), {
        line: String(e.line),
        column: e.column ? t(`activity.columns.${e.column}`) : '',
      }),
  };
}
