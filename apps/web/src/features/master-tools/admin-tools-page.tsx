import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuditLogTool } from './audit-log';
import { ContactInboxTool } from './contact-inbox';
import { EmissionFactorsTool } from './emission-factors';
import { ExportTool } from './export';
import { SiteAnalyticsTool } from './site-analytics';
import { SystemTool } from './system';

/** /app/admin/master-tools, tools 3–8 only (issue 12b): the lead merges these tabs into the page with tools 1–2. */
export function AdminToolsPage() {
  const { t } = useTranslation('admin-tools');
  useDocumentTitle(t('pageTitle'));
  const tabs = [
    { id: 'export', label: t('export.tab'), content: <ExportTool /> },
    { id: 'factors', label: t('factors.tab'), content: <EmissionFactorsTool /> },
    { id: 'audit', label: t('audit.tab'), content: <AuditLogTool /> },
    { id: 'inbox', label: t('inbox.tab'), content: <ContactInboxTool /> },
    { id: 'analytics', label: t('analytics.tab'), content: <SiteAnalyticsTool /> },
    { id: 'system', label: t('system.tab'), content: <SystemTool /> },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <h1 className="text-3xl font-bold text-brand-900">{t('pageTitle')}</h1>
      <Tabs label={t('pageTitle')} tabs={tabs} />
    </div>
  );
}
