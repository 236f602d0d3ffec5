import { useTranslation } from 'react-i18next';
import { GlossaryLink } from '@/components/glossary-link';

const STEPS = ['prevent', 'donate', 'feed', 'compost', 'recycle', 'recover', 'dispose'] as const;

/** The waste hierarchy as a hotel kitchen lives it: each step, and what it asks of the team. */
export function Hierarchy() {
  const { t } = useTranslation('circular');
  return (
    <section aria-labelledby="hierarquia" className="space-y-3">
      <h2 id="hierarquia" className="text-xl font-bold text-slate-900">
        {t('hierarchy.title')} <GlossaryLink term="hierarquia-residuos" />
      </h2>
      <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-bold text-slate-900">
              <span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
                {i + 1}
              </span>
              {t(`hierarchy.${step}.name`)}
            </h3>
            <p className="mt-2 text-slate-800">{t(`hierarchy.${step}.text`)}</p>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">{t('hierarchy.asks')}:</span> {t(`hierarchy.${step}.asks`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
