import { useTranslation } from 'react-i18next';
import { APP_PAGE_TABS } from '@ecopeso/shared/web-routes';
import { Tabs } from '@/components/ui/tabs';
import { useUrlTab, type PageTab } from '@/components/ui/use-url-tab';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuditLogTool } from '../audit-log';
import { ContactInboxTool } from '../contact-inbox';
import { EmissionFactorsTool } from '../emission-factors';
import { ExportTool } from '../export';
import { SiteAnalyticsTool } from '../site-analytics';
import { SystemTool } from '../system';
import { HistoryImport } from './history-import';
import { RecordEditor, type CorrectionRenderer } from './record-editor';
import { PageHeader } from '@/components/ui/page-header';

/** The tools in the order; the chosen one stays in the URL (?tool=…, useUrlTab). */
const TOOLS = APP_PAGE_TABS['admin/master-tools'].values;
type Tool = PageTab<'admin/master-tools'>;

/** /app/admin/master-tools (master): one tab per tool. */
export function MasterToolsPage({ renderCorrection }: { renderCorrection: CorrectionRenderer }) {
  const { t } = useTranslation('master-tools');
  useDocumentTitle(t('pageTitle'));
  const [selected, select] = useUrlTab('admin/master-tools');
  const content: Record<Tool, React.ReactNode> = {
    records: <RecordEditor renderCorrection={renderCorrection} />,
    import: <HistoryImport />,
    export: <ExportTool />,
    'emission-factors': <EmissionFactorsTool />,
    'audit-log': <AuditLogTool />,
    'contact-inbox': <ContactInboxTool />,
    'site-analytics': <SiteAnalyticsTool />,
    system: <SystemTool />,
  };
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <PageHeader title={t('title')} description={t('intro')} />
      <Tabs
        label={t('title')}
        selected={selected}
        onSelect={select}
        tabs={TOOLS.map((tool) => ({ id: tool, label: t(`tabs.${tool}`), content: content[tool] }))}
      />
    </div>
  );
}
