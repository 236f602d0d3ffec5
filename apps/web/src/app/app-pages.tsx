import { lazy, Suspense, type ComponentType } from 'react';
import type { AppRoutePath } from '@ecopeso/shared/roles';
import { RequireRole } from './guards/require-role';
import { useCurrentUser } from '@/lib/use-current-user';
import { WeighingPage } from '@/features/weighing/components/weighing-page';
import { CorrectRecordDialog } from '@/features/weighing/components/correct-record-dialog';
import { useLanguage } from '@/lib/language';
import { ToastProvider } from '@/components/ui/toast';
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

/**
 * A page whose code loads only when its route is visited (the dashboard brings Recharts with it): `name` is the
 * component's export in the module `load` imports (Vite splits at each literal import()).
 */
function lazyPage<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = lazyPage(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage');
const SustainabilityPage = lazyPage(
  () => import('@/features/sustainability/components/sustainability-page'),
  'SustainabilityPage',
);
const GlossaryPage = lazyPage(() => import('@/features/glossary/components/glossary-page'), 'GlossaryPage');
const CircularPage = lazyPage(() => import('@/features/circular/components/circular-page'), 'CircularPage');
const DocumentationPage = lazyPage(
  () => import('@/features/documentation/components/documentation-page'),
  'DocumentationPage',
);

function DocumentationRoute() {
  const me = useCurrentUser();
  return <DocumentationPage role={me.role} />;
}

const UsersPage = lazyPage(() => import('@/features/admin-users/components/users-page'), 'UsersPage');
const ClientsPage = lazyPage(() => import('@/features/admin-clients/components/clients-page'), 'ClientsPage');
const ProvidersPage = lazyPage(() => import('@/features/admin-clients/components/providers-page'), 'ProvidersPage');
const MasterToolsPage = lazyPage(
  () => import('@/features/master-tools/components/master-tools-page'),
  'MasterToolsPage',
);

/** Master tools; the record editor corrects with the weighing page's dialog, wired here (features stay apart). */
function MasterToolsRoute() {
  const { lang } = useLanguage();
  const me = useCurrentUser();
  return (
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
  );
}

const GestaoMtrPage = lazyPage(() => import('@/features/mtr/components/gestao-mtr-page'), 'GestaoMtrPage');
const PainelSigorPage = lazyPage(() => import('@/features/mtr/components/painel-sigor-page'), 'PainelSigorPage');

function WeighingRoute() {
  const me = useCurrentUser();
  return <WeighingPage user={me} onRequestLogout={me.requestLogout} />;
}

/**
 * A page whose parts report what they did in toasts (the administration screens): its toasts' provider, so that
 * every such page gets one the same way.
 */
function withToasts(Page: ComponentType): ComponentType {
  return function PageWithToasts() {
    return (
      <ToastProvider>
        <Page />
      </ToastProvider>
    );
  };
}

/** Every /app route's page: a route added to APP_ROUTES (roles.ts) does not compile until it is given one here. */
const PAGES: Record<AppRoutePath, ComponentType> = {
  '': WeighingRoute,
  lancamento: WeighingRoute,
  dashboard: DashboardPage,
  'relatorios-sustentabilidade': SustainabilityPage,
  documentacao: DocumentationRoute,
  'economia-circular': CircularPage,
  glossario: GlossaryPage,
  'admin/usuarios': withToasts(UsersPage),
  'admin/clientes': withToasts(ClientsPage),
  'admin/empresas-coleta': withToasts(ProvidersPage),
  'admin/gestao-mtr': GestaoMtrPage,
  'admin/master-tools': withToasts(MasterToolsRoute),
  painelsigor: PainelSigorPage,
};

/** The page of an /app route behind its role guard; a lazy page shows nothing until its code has come. */
export function appPage(path: AppRoutePath) {
  const Page = PAGES[path];
  return (
    <RequireRole route={path}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </RequireRole>
  );
}

/** A Portuguese-only page opened in another language, behind the same role guard: says so, with a link. */
export function portugueseOnlyPage(path: AppRoutePath) {
  return (
    <RequireRole route={path}>
      <PortugueseOnlyPage titleKey={PAGE_TITLE_KEY[path]} />
    </RequireRole>
  );
}
