import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { team } from '@/site-config';
import { FeatureGrid } from '../components/feature-card';
import { PageHeader } from '../components/page-header';
import { PAGE_ICONS } from '../components/site-icons';
import { usePageMeta } from '../hooks/use-page-meta';
import { SiteSection } from '../components/site-section';

const VALUES = [
  { key: 'practical', icon: PAGE_ICONS.leaf },
  { key: 'innovation', icon: PAGE_ICONS.bulb },
  { key: 'excellence', icon: PAGE_ICONS.star },
  { key: 'transparency', icon: PAGE_ICONS.eye },
  { key: 'scalability', icon: PAGE_ICONS.layers },
] as const;

/** Spec §2 about: the about text, the five values, the team (from site-config.ts). */
export function AboutPage() {
  const { t } = useTranslation('site-about');
  const { lang } = useLanguage();
  usePageMeta('about');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <div className="mt-6 max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
          <p>{t('story1')}</p>
          <p>{t('story2')}</p>
        </div>
      </PageHeader>

      <SiteSection titleId="values-title" title={t('values.title')}>
        <FeatureGrid ns="site-about" prefix="values" items={VALUES} columns={3} />
      </SiteSection>

      <SiteSection titleId="team-title" title={t('team.title')} white>
        <p className="mt-3 text-lg text-slate-700">{t('team.lead')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {team.map((member, i) => (
            <li key={i} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <img
                src={member.photo}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-24 w-24 rounded-full bg-white object-cover ring-1 ring-slate-200"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name[lang]}</h3>
              <p className="font-medium text-brand-800">{member.title[lang]}</p>
              <p className="mt-3 leading-7 text-slate-700">{member.bio[lang]}</p>
            </li>
          ))}
        </ul>
      </SiteSection>
    </>
  );
}
