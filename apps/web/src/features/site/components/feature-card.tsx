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
