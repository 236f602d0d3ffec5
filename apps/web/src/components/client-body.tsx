import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useSelectedClient } from '@/lib/use-selected-client';
import { Notice, RetryNotice } from '@/components/ui/notice';

type Selected = ReturnType<typeof useSelectedClient>;
type ClientList = Selected['list'];

export interface ClientsBodyProps {
  /** The user's clients as `useSelectedClient` (or `useClients`) reads them. */
  clients: Selected['clients'];
  list: ClientList;
  /** The page's sentence while the clients load (`role="status"`). */
  loading: string;
  /** Which of the app's sentences says there is no client: none in the system (master pages) or none for this user. */
  none: 'noneActive' | 'noneAvailable';
  /** The page's body once the user has clients. */
  children(list: ClientList): ReactNode;
}

/**
 * What a page over the user's clients shows before its body: the clients loading, their list failing (with a retry),
 * or no client to show; then the body.
 */
export function ClientsBody({ clients, list, loading, none, children }: ClientsBodyProps) {
  const { t } = useTranslation('app');
  if (clients.isPending) return <p role="status">{loading}</p>;
  if (clients.isError) return <RetryNotice message={t('clients.loadError')} onRetry={() => void clients.refetch()} />;
  if (list.length === 0) return <Notice>{t(`clients.${none}`)}</Notice>;
  return children(list);
}

export interface ChosenClientBodyProps extends Omit<ClientsBodyProps, 'children'> {
  clientId: string | null;
  /** The page's prompt to choose a client, saying what it will show. */
  choose: string;
  /** The page's body for the chosen client. */
  children(clientId: string): ReactNode;
}

/**
 * A client page's body (circular economy, Documentação, MTR management, the SIGOR panel): as `ClientsBody`, then the
 * page's prompt until a client is chosen, then the body for that client.
 */
export function ChosenClientBody({ clientId, choose, children, ...props }: ChosenClientBodyProps) {
  return <ClientsBody {...props}>{() => (clientId ? children(clientId) : <Notice>{choose}</Notice>)}</ClientsBody>;
}
