import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An app page whose content a later issue builds: its heading, so the route and its guard are real now. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('app');
  const title = t(`pages.${titleKey}`);
  useDocumentTitle(`${title} | Ecopeso`);
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{t('comingSoon')}</p>
    </section>
  );
}
