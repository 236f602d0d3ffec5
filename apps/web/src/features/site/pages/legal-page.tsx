import { useTranslation } from 'react-i18next';
import { formatDay } from '@ecopeso/shared/dates';
import { useLanguage } from '@/lib/language';
import { company, siteConfig } from '@/site-config';
import { PageHeader } from '../components/page-header';
import { usePageMeta } from '../hooks/use-page-meta';

const SECTIONS = {
  privacy: [
    'controller',
    'data',
    'purposes',
    'cookies',
    'sharing',
    'retention',
    'rights',
    'security',
    'contact',
    'changes',
  ],
  terms: [
    'service',
    'accounts',
    'use',
    'data',
    'responsibility',
    'availability',
    'ip',
    'liability',
    'termination',
    'law',
    'contact',
  ],
} as const;

type LegalDoc = keyof typeof SECTIONS;

/** A privacy or terms page: short sections written for a Brazilian SaaS under the LGPD, with the company's details. */
function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('site-legal');
  const { lang } = useLanguage();
  usePageMeta(doc);
  const values = { ...company, email: siteConfig.email };
  const updated = formatDay(company.legalUpdatedAt, lang, 'long');
  return (
    <>
      <PageHeader eyebrow="Ecopeso" title={t(`${doc}.title`)}>
        <p className="mt-3 text-sm text-slate-600" suppressHydrationWarning>
          {t('updated', { date: updated })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="max-w-3xl">
          <p className="text-lg leading-8 text-slate-700">{t(`${doc}.intro`, values)}</p>
          {SECTIONS[doc].map((key) => (
            <section key={key} className="mt-10" aria-labelledby={`${doc}-${key}`}>
              <h2 id={`${doc}-${key}`} className="text-xl font-bold text-brand-900">
                {t(`${doc}.${key}.title`)}
              </h2>
              <p className="mt-3 leading-7 text-slate-700">{t(`${doc}.${key}.body`, values)}</p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

export const PrivacyPage = () => <LegalPage doc="privacy" />;
export const TermsPage = () => <LegalPage doc="terms" />;
