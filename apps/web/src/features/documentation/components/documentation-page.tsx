import { useTranslation } from 'react-i18next';
import type { Role } from '@ecopeso/shared/roles';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Guide } from './guide';

/**
 * /app/documentacao (master, gerente): the user guide per role, and the documents tab, which the MTR work fills
 * (a placeholder panel until then).
 */
export function DocumentationPage({ role }: { role: Role }) {
  const { t } = useTranslation('guide');
  const { lang } = useLanguage();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  return (
    <div className="mx-auto max-w-5xl space-y-4 pb-16">
      <h1 className="text-xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'guia', label: t('tabs.guide'), content: <Guide role={role} lang={lang} /> },
          {
            id: 'documentos',
            label: t('tabs.documents'),
            content: (
              <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h2 className="text-xl font-bold text-slate-900">{t('documents.title')}</h2>
                <p className="mt-2 text-slate-700">{t('documents.placeholder')}</p>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
