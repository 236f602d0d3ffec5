import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { CtaLink } from '../components/cta-link';
import { FeatureGrid } from '../components/feature-card';
import { PAGE_ICONS } from '../components/site-icons';
import { DesktopScreenshot, Screenshot } from '../components/screenshot';
import { usePageMeta } from '../hooks/use-page-meta';
import { SiteSection, SectionTitle } from '../components/site-section';

const CLAIMS = ['taps', 'seconds', 'time'] as const;
const BENEFITS = [
  { key: 'data', icon: PAGE_ICONS.savings },
  { key: 'control', icon: PAGE_ICONS.clipboard },
  { key: 'legal', icon: PAGE_ICONS.fileCheck },
  { key: 'decisions', icon: PAGE_ICONS.target },
] as const;
const PLATFORM = [
  { key: 'dashboards', icon: PAGE_ICONS.chart },
  { key: 'entry', icon: PAGE_ICONS.bolt },
  { key: 'reports', icon: PAGE_ICONS.document },
] as const;

/** Spec §2 home: hero with demo and learn-more buttons, benefits, platform features, about teaser. */
export function HomePage() {
  const { t } = useTranslation('site');
  const { to } = useLanguage();
  usePageMeta('home');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1fr_auto] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('home.hero.eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{t('home.hero.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CtaLink to={to('/contato')}>{t('home.hero.demo')}</CtaLink>
              <CtaLink to={to('/produto')} variant="secondary">
                {t('home.hero.learnMore')}
              </CtaLink>
            </div>
          </div>
          <div className="mx-auto w-full max-w-[18.5rem] rounded-[1.75rem] bg-slate-900 p-2.5 shadow-xl">
            <Screenshot
              name="entry"
              alt={t('home.platform.entryAlt')}
              sizes="276px"
              eager
              className="rounded-[1.25rem]"
            />
          </div>
        </div>
      </section>

      <section aria-label={t('home.claims.label')} className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
          {CLAIMS.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1 text-center">
              <dt className="text-slate-700">{t(`home.claims.${key}.text`)}</dt>
              <dd className="text-3xl font-bold text-brand-800">{t(`home.claims.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <SiteSection titleId="benefits-title" title={t('home.benefits.title')}>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('home.benefits.lead')}</p>
        <FeatureGrid ns="site" prefix="home.benefits" items={BENEFITS} columns={4} />
      </SiteSection>

      <section className="bg-white py-16" aria-labelledby="platform-title">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2 lg:gap-14">
          <div>
            <SectionTitle id="platform-title">{t('home.platform.title')}</SectionTitle>
            <p className="mt-3 text-lg text-slate-700">{t('home.platform.lead')}</p>
            <ul className="mt-8 space-y-6">
              {PLATFORM.map(({ key, icon }) => (
                <li key={key} className="flex gap-4">
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                    <Icon d={icon} />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">{t(`home.platform.${key}.title`)}</h3>
                    <p className="mt-1 leading-7 text-slate-700">{t(`home.platform.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <DesktopScreenshot
            frameClassName="lg:-order-1"
            name="dashboard"
            alt={t('home.platform.dashboardAlt')}
            sizes="(min-width: 1152px) 545px, (min-width: 1024px) calc(50vw - 44px), calc(100vw - 32px)"
          />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="about-title">
        <div className="max-w-3xl">
          <SectionTitle id="about-title">{t('home.about.title')}</SectionTitle>
          <p className="mt-4 text-lg leading-8 text-slate-700">{t('home.about.text')}</p>
          <Link
            to={to('/sobre')}
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('home.about.cta')} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </section>

      <section className="bg-brand-800" aria-labelledby="final-title">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="final-title" className="text-2xl font-bold text-white sm:text-3xl">
              {t('home.final.title')}
            </h2>
            <p className="mt-2 text-lg text-brand-50">{t('home.final.text')}</p>
          </div>
          <CtaLink to={to('/contato')} variant="light">
            {t('home.final.cta')}
          </CtaLink>
        </div>
      </section>
    </>
  );
}
