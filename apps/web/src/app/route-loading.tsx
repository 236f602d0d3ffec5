import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';

/**
 * What the router shows while the first page's lazy routes load (its HydrateFallback): the wait, said in the
 * language of the URL, instead of nothing (and React Router's warning about nothing).
 */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return <LoadingScreen message={t('loading')} />;
}
