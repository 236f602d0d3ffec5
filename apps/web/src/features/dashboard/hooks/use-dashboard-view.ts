import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterState } from '@ecopeso/shared/periods';
import type { ClientSummary } from '@ecopeso/shared/api';
import { useClientDetail } from '@/lib/clients-api';
import { filterFromSearch, searchFor, todayInZone } from '../lib/filter-url';
import { rememberClient, rememberedClient } from '@/lib/remembered';

/** Commas stay readable in the address bar (`years=2025,2026`); they are legal in a query. */
const searchString = (params: URLSearchParams) => `?${params.toString().replace(/%2C/gi, ',')}`;

/**
 * The dashboard's view (client and filter), kept in the URL query so it reloads and can be shared. The client is
 * the URL's when this user may see it, else the one last chosen on this device, else the only one; nobody's
 * otherwise. The filter needs the client's time zone (what "this month" is) and areas, so it is null until the
 * client's settings load; then the URL is rewritten in full (replacing, not adding, a history entry).
 */
export function useDashboardView(clients: ClientSummary[] | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const [remembered] = useState(rememberedClient);
  const visible = (id: string | null) => id !== null && (clients ?? []).some((c) => c.id === id);
  const urlClient = params.get('client');
  const clientId = visible(urlClient)
    ? urlClient
    : visible(remembered)
      ? remembered
      : clients?.length === 1
        ? clients[0]!.id
        : null;

  const client = useClientDetail(clientId);
  const timeZone = client.data?.timezone;
  const areas = client.data?.areas;
  const today = useMemo(() => (timeZone ? todayInZone(timeZone) : null), [timeZone]);
  const filter = useMemo<FilterState | null>(() => {
    if (!today || !areas) return null;
    const parsed = filterFromSearch(params, today);
    // Areas of another client (an edited or stale link) would silently empty every chart.
    const known = new Set(areas.map((a) => a.id));
    return { ...parsed, selectedAreas: parsed.selectedAreas.filter((id) => known.has(id)) };
  }, [params, today, areas]);

  const wanted = clientId && filter ? searchString(searchFor(clientId, filter)) : null;
  useEffect(() => {
    if (wanted !== null && wanted !== location.search) void navigate({ search: wanted }, { replace: true });
  }, [wanted, location.search, navigate]);

  const setFilter = (next: FilterState) => {
    if (clientId) void navigate({ search: searchString(searchFor(clientId, next)) });
  };
  const selectClient = (id: string) => {
    rememberClient(id);
    // The period carries over to the other client; its areas do not.
    const params = new URLSearchParams(location.search);
    params.set('client', id);
    params.delete('areas');
    void navigate({ search: searchString(params) });
  };

  return { clientId, client, today, filter, setFilter, selectClient };
}
