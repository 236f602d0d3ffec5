import { lazy, Suspense } from 'react';
import type { AppRoutePath } from '@ecopeso/shared/roles';
import { RequireRole } from './guards/require-role';
import { useCurrentUser } from '@/lib/use-current-user';
import { PlaceholderPage } from '@/features/placeholder/placeholder-page';
import { WeighingPage } from '@/features/weighing/components/weighing-page';
import { CorrectRecordDialog } from '@/features/weighing/components/correct-record-dialog';
import { useLanguage } from '@/lib/language';
import { PortugueseOnlyPage } from './portuguese-only-page';

const PAGE_TITLE_KEY: Record<AppRoutePath, string> = {
  '': 'lancamento',
  lancamento: 'lancamento',
  dashboard: 'dashboard',
  'relatorios-sustentabilidade': 'relatoriosSustentabilidade',
  documentacao: 'documentacao',
  'economia-circular': 'economiaCircular',
  glossario: 'glossario',
  'admin/usuarios': 'usuarios',
  'admin/clientes': 'clientes',
  'admin/empresas-coleta': 'empresasColeta',
  'admin/gestao-mtr': 'gestaoMtr',
  'admin/master-tools': 'masterTools',
  painelsigor: 'painelsigor',
};

// The dashboard (and Recharts with it) loads only when its route is visited.
const DashboardPage = lazy(async () => ({
  default: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
}));

const SustainabilityPage = lazy(async () => ({
  default: (await import('@/features/sustainability/components/sustainability-page')).SustainabilityPage,
}));

const GlossaryPage = lazy(async () => ({
  default: (await import('@/features/glossary/components/glossary-page')).GlossaryPage,
}));

const CircularPage = lazy(async () => ({
  default: (await import('@/features/circular/components/circular-page')).CircularPage,
}));

const DocumentationPage = lazy(async () => ({
  default: (await import('@/features/documentation/components/documentation-page')).DocumentationPage,
}));

function DocumentationRoute() {
  const me = useCurrentUser();
  return (
    <Suspense fallback={null}>
      <DocumentationPage role={me.role} />
    </Suspense>
  );
}

const UsersPage = lazy(async () => ({
  default: (await import('@/features/admin-users/components/users-page')).UsersPage,
}));

const ClientsPage = lazy(async () => ({
  default: (await import('@/features/admin-clients/components/clients-page')).ClientsPage,
}));

const ProvidersPage = lazy(async () => ({
  default: (await import('@/features/admin-clients/components/providers-page')).ProvidersPage,
}));

const MasterToolsPage = lazy(async () => ({
  default: (await import('@/features/master-tools/components/master-tools-page')).MasterToolsPage,
}));

/** Master tools; the record editor corrects with the weighing page's dialog, wired here (features stay apart). */
function MasterToolsRoute() {
  const { lang } = useLanguage();
  const me = useCurrentUser();
  return (
    <Suspense fallback={null}>
      <MasterToolsPage
        renderCorrection={({ record, client, onClose, onDone }) => (
          <CorrectRecordDialog
            record={record}
            client={client}
            lang={lang}
            user={me}
            onStatus={(status) => status.kind === 'success' && onDone(status.text)}
            onClose={onClose}
          />
        )}
      />
    </Suspense>
  );
}

const GestaoMtrPage = lazy(async () => ({
  default: (await import('@/features/mtr/components/gestao-mtr-page')).GestaoMtrPage,
}));

const PainelSigorPage = lazy(async () => ({
  default: (await import('@/features/mtr/components/painel-sigor-page')).PainelSigorPage,
}));

function WeighingRoute() {
  const me = useCurrentUser();
  return <WeighingPage user={me} onRequestLogout={me.requestLogout} />;
}

/** The page of an /app route behind its role guard. */
export function appPage(path: AppRoutePath) {
  const page =
    path === '' || path === 'lancamento' ? (
      <WeighingRoute />
    ) : path === 'dashboard' ? (
      <Suspense fallback={null}>
        <DashboardPage />
      </Suspense>
    ) : path === 'relatorios-sustentabilidade' ? (
      <Suspense fallback={null}>
        <SustainabilityPage />
      </Suspense>
    ) : path === 'documentacao' ? (
      <DocumentationRoute />
    ) : path === 'economia-circular' ? (
      <Suspense fallback={null}>
        <CircularPage />
      </Suspense>
    ) : path === 'admin/usuarios' ? (
      <Suspense fallback={null}>
        <UsersPage />
      </Suspense>
    ) : path === 'admin/clientes' ? (
      <Suspense fallback={null}>
        <ClientsPage />
      </Suspense>
    ) : path === 'admin/empresas-coleta' ? (
      <Suspense fallback={null}>
        <ProvidersPage />
      </Suspense>
    ) : path === 'admin/master-tools' ? (
      <MasterToolsRoute />
    ) : path === 'admin/gestao-mtr' ? (
      <Suspense fallback={null}>
        <GestaoMtrPage />
      </Suspense>
    ) : path === 'painelsigor' ? (
      <Suspense fallback={null}>
        <PainelSigorPage />
      </Suspense>
    ) : path === 'glossario' ? (
      <Suspense fallback={null}>
        <GlossaryPage />
      </Suspense>
    ) : (
      <PlaceholderPage titleKey={PAGE_TITLE_KEY[path]} />
    );
  return <RequireRole route={path}>{page}</RequireRole>;
}

/** A Portuguese-only page opened in another language, behind the same role guard: says so, with a link. */
export function portugueseOnlyPage(path: AppRoutePath) {
  return (
    <RequireRole route={path}>
      <PortugueseOnlyPage titleKey={PAGE_TITLE_KEY[path]} />
    </RequireRole>
  );
}
