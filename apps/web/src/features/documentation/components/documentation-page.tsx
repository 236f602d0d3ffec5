import { useTranslation } from 'react-i18next';
import type { Role } from '@ecopeso/shared/roles';
import { APP_PAGE_TABS } from '@ecopeso/shared/web-routes';
import { Tabs } from '@/components/ui/tabs';
import { useUrlTab } from '@/components/ui/use-url-tab';
import { ToastProvider } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DocumentsPanel } from './documents-panel';
import { Guide } from './guide';
import { PageHeader } from '@/components/ui/page-header';

/**
 * /app/documentacao (master, gerente): the user guide per role, and the documents of the selected client (MTRs,
 * CDFs, licences, reports; a period's ZIP; the upload of an MTR or CDF made outside Ecopeso).
 */
export function DocumentationPage({ role }: { role: Role }) {
  const { t } = useTranslation('guide');
  const { lang } = useLanguage();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const [tab, selectTab] = useUrlTab('documentacao');
  const [guide, documents] = APP_PAGE_TABS.documentacao.values;
  return (
    <div className="mx-auto max-w-5xl space-y-4 pb-16">
      <PageHeader title={t('title')} />
      <Tabs
        label={t('tabs.label')}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          { id: guide, label: t('tabs.guide'), content: <Guide role={role} lang={lang} /> },
          {
            id: documents,
            label: t('tabs.documents'),
            content: (
              <ToastProvider>
                <DocumentsPanel />
              </ToastProvider>
            ),
          },
        ]}
      />
    </div>
  );
}
