import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';

/** A card with an icon (a path of site-icons.ts), a heading (h3 unless told) and a short text. */
export function FeatureCard({
  icon,
  title,
  text,
  as: Heading = 'h3',
}: {
  icon: string;
  title: string;
  text: string;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Icon d={icon} />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 leading-7 text-slate-700">{text}</p>
    </div>
  );
}

/**
 * A page's list of features (values, benefits) as cards, two a row from a tablet on and `columns` on a wide screen;
 * each item's heading and text are `<prefix>.<key>.title` and `.text` in the page's namespace.
 */
export function FeatureGrid({
  ns,
  prefix,
  items,
  columns,
}: {
  ns: string;
  prefix: string;
  items: readonly { key: string; icon: string }[];
  columns: 3 | 4;
}) {
  const { t } = useTranslation(ns);
  return (
    <div className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {items.map(({ key, icon }) => (
        <FeatureCard key={key} icon={icon} title={t(`${prefix}.${key}.title`)} text={t(`${prefix}.${key}.text`)} />
      ))}
    </div>
  );
}
