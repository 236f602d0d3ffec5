import type { AppRoutePath } from '@ecopeso/shared/roles';
import { RequireRole } from './guards/require-role';
import { PlaceholderPage } from '@/features/placeholder/placeholder-page';

const PAGE_TITLE_KEY: Record<AppRoutePath, string> = {
  '': 'lancamento',
  lancamento: 'lancamento',
  dashboard: 'dashboard',
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

/** The page of an /app route behind its role guard. */
export function appPage(path: AppRoutePath) {
  return (
    <RequireRole route={path}>
      <PlaceholderPage titleKey={PAGE_TITLE_KEY[path]} />
    </RequireRole>
  );
}
