import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { CtaLink } from '../components/cta-link';
import { FeatureGrid } from '../components/feature-card';
import { PageHeader } from '../components/page-header';
import { PAGE_ICONS } from '../components/site-icons';
import { DesktopScreenshot, Screenshot } from '../components/screenshot';
import { usePageMeta } from '../hooks/use-page-meta';
import { SiteSection } from '../components/site-section';

const INCLUDED = ['app', 'dashboards', 'reports', 'mtr', 'setup', 'team', 'content', 'support'] as const;
const NEEDS = ['scale', 'device', 'internet', 'people'] as const;
const STEPS = ['setup', 'weigh', 'record', 'follow', 'prove'] as const;
const FEATURES = [
  { key: 'dashboards', icon: PAGE_ICONS.chart },
  { key: 'diversion', icon: PAGE_ICONS.recycle },
  { key: 'goals', icon: PAGE_ICONS.target },
  { key: 'compare', icon: PAGE_ICONS.columns },
  { key: 'reports', icon: PAGE_ICONS.document },
  { key: 'mtr', icon: PAGE_ICONS.truck },
  { key: 'custom', icon: PAGE_ICONS.sliders },
  { key: 'offline', icon: PAGE_ICONS.device },
] as const;

function CheckList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-7 text-slate-700">
            <Icon d={PAGE_ICONS.check} className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §2 product: what is included, what you need, the 5-step how-it-works, the eight key features. */
export function ProductPage() {
  const { t } = useTranslation('site-product');
  const { to } = useLanguage();
  usePageMeta('product');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <CheckList title={t('included.title')} items={INCLUDED.map((k) => t(`included.${k}`))} />
        <CheckList title={t('needs.title')} items={NEEDS.map((k) => t(`needs.${k}`))} />
      </div>

      <SiteSection titleId="steps-title" title={t('steps.title')} white>
        <ol className="mt-10 grid gap-8 md:grid-cols-5 md:gap-6">
          {STEPS.map((key, i) => (
            <li key={key} className="relative">
              <span
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">
                <span className="sr-only">{i + 1}. </span>
                {t(`steps.${key}.title`)}
              </h3>
              <p className="mt-1 leading-7 text-slate-700">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </SiteSection>

      <SiteSection titleId="features-title" title={t('features.title')}>
        <FeatureGrid ns="site-product" prefix="features" items={FEATURES} columns={4} />
      </SiteSection>

      <SiteSection titleId="showcase-title" title={t('showcase.title')} white>
        <div className="mt-10 grid items-start gap-10 md:grid-cols-[auto_1fr]">
          <figure className="mx-auto w-full max-w-[18.5rem]">
            <div className="rounded-[1.75rem] bg-slate-900 p-2.5 shadow-xl">
              <Screenshot name="entry" alt={t('showcase.entryAlt')} sizes="276px" className="rounded-[1.25rem]" />
            </div>
            <figcaption className="mt-4 text-center text-slate-700">{t('showcase.entry')}</figcaption>
          </figure>
          <figure>
            <DesktopScreenshot
              name="dashboard"
              alt={t('showcase.dashboardAlt')}
              sizes="(min-width: 1152px) 774px, (min-width: 768px) calc(100vw - 370px), calc(100vw - 32px)"
            />
            <figcaption className="mt-4 text-center text-slate-700">{t('showcase.dashboard')}</figcaption>
          </figure>
        </div>
      </SiteSection>

      <section className="bg-brand-800">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{t('cta.title')}</h2>
          <CtaLink to={to('/contato')} variant="light">
            {t('cta.button')}
          </CtaLink>
        </div>
      </section>
    </>
  );
}
