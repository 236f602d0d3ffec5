import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClients } from './clients-api';
import { rememberClient, rememberedClient } from './remembered';

/**
 * The client a page shows: the one chosen in the URL (`?client=`), else the remembered one, else the only one —
 * each only if the person may see it. `select` remembers the choice and puts it in the URL, other parameters kept.
 */
export function useSelectedClient() {
  const [params, setParams] = useSearchParams();
  const clients = useClients();
  const list = useMemo(() => clients.data ?? [], [clients.data]);
  const [remembered] = useState(rememberedClient);
  const visible = (id: string | null) => id !== null && list.some((c) => c.id === id);
  const urlClient = params.get('client');
  const clientId = visible(urlClient)
    ? urlClient
    : visible(remembered)
      ? remembered
      : list.length === 1
        ? list[0]!.id
        : null;
  const select = (id: string) => {
    rememberClient(id);
    setParams((p) => {
      p.set('client', id);
      return p;
    });
  };
  return { clients, list, clientId, select };
}
