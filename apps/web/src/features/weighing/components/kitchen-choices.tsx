import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import { dayInZone } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { containerPhotoPath } from '@ecopeso/shared/record-photos';
import { tareOn } from '@ecopeso/shared/weighing-rules';
import { TextField } from '@/components/ui/field';
import { PhotoThumbnail } from '@/components/ui/photo-thumbnail';
import { matchesSearch } from '@/components/ui/search-text';
import { useWords } from '@/lib/use-words';
import { TileGroup, type TileOption } from './tile-group';

/** '' is the tile that chooses nothing (no container, no reason or item given). */
const NONE = '';
const toValue = (id: string | null) => id ?? NONE;
const fromValue = (value: string) => (value === NONE ? null : value);

interface ChoiceProps {
  client: ClientDetail;
  value: string | null;
  onChange(value: string | null): void;
  /** A key of the weighing catalogue. */
  error?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The client's containers, each with the tare it has today and its photo if it has one (issue 26 item 2): one tap
 * picks the one the waste is in, and the weight typed or read becomes its gross. "No container" is the first tile.
 */
export function ContainerChoice({ client, value, onChange, error, ref, lang }: ChoiceProps & { lang: Language }) {
  const { t } = useTranslation('weighing');
  const today = dayInZone(client.timezone);
  return (
    <TileGroup
      ref={ref}
      name="containerId"
      legend={t('form.container')}
      columns="grid-cols-2 @xl:grid-cols-4"
      value={toValue(value)}
      onChange={(v) => onChange(fromValue(v))}
      error={error && t(error)}
      options={[
        { value: NONE, label: t('form.noContainer') },
        ...client.containers.map((c) => {
          const tare = tareOn(client, c.id, today);
          return {
            value: c.id,
            label: tare === null ? c.name : `${c.name} · ${t('form.tare', { tare: formatEnteredKg(tare, lang) })}`,
            // The bin as the cook knows it; the label names it, so the photo says nothing more to a screen reader.
            picture: c.photo && (
              <PhotoThumbnail
                src={containerPhotoPath(client.id, c.id, c.photo)}
                alt=""
                className="mr-2 h-10 w-10 @lg:h-12 @lg:w-12"
              />
            ),
          };
        }),
      ]}
    />
  );
}

/**
 * A choice from one of the client's lists for an organic weighing: optional (a first tile gives none) unless the
 * client requires it (an asterisk, and no such tile).
 */
function ListChoice({
  name,
  legend,
  required,
  options,
  value,
  onChange,
  error,
  ref,
}: Omit<ChoiceProps, 'client'> & { name: string; legend: string; required: boolean; options: TileOption<string>[] }) {
  const { t } = useTranslation('weighing');
  return (
    <TileGroup
      ref={ref}
      name={name}
      legend={legend}
      requiredLabel={required ? t('form.required') : undefined}
      columns="grid-cols-2 @xl:grid-cols-4"
      value={toValue(value)}
      onChange={(v) => onChange(fromValue(v))}
      error={error && t(error)}
      options={[...(required ? [] : [{ value: NONE, label: t('form.none') }]), ...options]}
    />
  );
}

/** Why the food was wasted: the client's reasons, the food-loss stages' in the vocabulary's words (issue 26 item 3). */
export function LossReasonChoice({ client, ...choice }: ChoiceProps) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  return (
    <ListChoice
      {...choice}
      name="lossReasonId"
      legend={t('form.lossReason')}
      required={client.requireLossReason}
      options={client.lossReasons.map((r) => ({
        value: r.id,
        label: words.lossReasonName(r.kind, r.name) ?? '',
      }))}
    />
  );
}

/** At most this many food items show at once: the most used, or those matching the search. */
const SHOWN_ITEMS = 8;

/** What food was wasted: the client's items, most used first, found by typing a part of the name. */
export function FoodItemChoice({ client, value, onChange, error, ref }: ChoiceProps) {
  const { t } = useTranslation('weighing');
  const [search, setSearch] = useState('');
  const found = client.foodItems.filter((f) => matchesSearch(f.name, search));
  // The chosen item stays in sight whatever the search.
  const shown = found.slice(0, SHOWN_ITEMS);
  const chosen = client.foodItems.find((f) => f.id === value);
  if (chosen && !shown.includes(chosen)) shown.push(chosen);
  return (
    <div className="space-y-1">
      {client.foodItems.length > SHOWN_ITEMS && (
        <TextField
          label={t('form.foodSearch')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
      )}
      <ListChoice
        ref={ref}
        value={value}
        onChange={onChange}
        error={error}
        name="foodItemId"
        legend={t('form.foodItem')}
        required={client.requireFoodItem}
        options={shown.map((f) => ({ value: f.id, label: f.name }))}
      />
      {found.length === 0 && <p className="text-sm text-slate-600">{t('form.noFoodFound')}</p>}
    </div>
  );
}
