import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useClients } from '@/lib/clients-api';
import type { useSelectedClient } from '@/lib/use-selected-client';
import { Notice, RetryNotice } from '@/components/ui/notice';

type Clients = ReturnType<typeof useClients>;

export interface ClientsBodyProps {
  /** The user's clients as `useClients` reads them. */
  clients: Clients;
  /** The page's sentence while the clients load (`role="status"`). */
  loading: string;
  /** Which of the app's sentences says there is no client: none in the system (master pages) or none for this user. */
  none: 'noneActive' | 'noneAvailable';
  /** The page's body once the user has clients. */
  children(list: NonNullable<Clients['data']>): ReactNode;
}

/**
 * What a page over the user's clients shows before its body: the clients loading, their list failing (with a retry),
 * or no client to show; then the body.
 */
export function ClientsBody({ clients, loading, none, children }: ClientsBodyProps) {
  const { t } = useTranslation('app');
  if (clients.isPending) return <p role="status">{loading}</p>;
  if (clients.isError) return <RetryNotice message={t('clients.loadError')} onRetry={() => void clients.refetch()} />;
  if (clients.data.length === 0) return <Notice>{t(`clients.${none}`)}</Notice>;
  return children(clients.data);
}

export interface ChosenClientBodyProps extends Omit<ClientsBodyProps, 'clients' | 'children'> {
  /** The page's client as `useSelectedClient` chose it. */
  selected: Pick<ReturnType<typeof useSelectedClient>, 'clients' | 'clientId'>;
  /** The page's prompt to choose a client, saying what it will show. */
  choose: string;
  /** The page's body for the chosen client. */
  children(clientId: string): ReactNode;
}

/**
 * A client page's body (circular economy, Documentação, the MTR pages): as `ClientsBody`, then the page's prompt
 * until a client is chosen, then the body for that client.
 */
export function ChosenClientBody({
  selected: { clients, clientId },
  choose,
  children,
  ...words
}: ChosenClientBodyProps) {
  return (
    <ClientsBody clients={clients} {...words}>
      {() => (clientId ? children(clientId) : <Notice>{choose}</Notice>)}
    </ClientsBody>
  );
}
