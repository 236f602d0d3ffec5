import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterState } from '@ecopeso/shared/periods';
import type { ClientSummary } from '@ecopeso/shared/api';
import { monthInZone } from '@ecopeso/shared/dates';
import { useClientDetail } from '@/lib/clients-api';
import { filterFromSearch, searchFor, selectionFromSearch, type ClientSelection } from '../lib/filter-url';
import { rememberClient, rememberedClient } from '@/lib/remembered';

/** Commas stay readable in the address bar (`years=2025,2026`); they are legal in a query. */
const searchString = (params: URLSearchParams) => `?${params.toString().replace(/%2C/gi, ',')}`;

/**
 * The dashboard's view (one client, several or all of them, and the filter), kept in the URL query so it reloads
 * and can be shared. One client is the URL's when this user may see it, else the one last chosen on this device,
 * else the only one; nobody's otherwise. The filter needs a client's time zone (what "this month" is) and areas, so
 * it is null until that client's settings load (with several, the first one's: one chain shares a time zone);
 * then the URL is rewritten in full (replacing, not adding, a history entry).
 */
export function useDashboardView(clients: ClientSummary[] | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const [remembered] = useState(rememberedClient);
  const visible = (id: string | null) => id !== null && (clients ?? []).some((c) => c.id === id);
  const fromUrl = selectionFromSearch(params, visible);
  const selection: ClientSelection | null =
    fromUrl ??
    (visible(remembered)
      ? { kind: 'one', clientId: remembered! }
      : clients?.length === 1
        ? { kind: 'one', clientId: clients[0]!.id }
        : null);
  const clientId = selection?.kind === 'one' ? selection.clientId : null;
  const anchorId =
    selection?.kind === 'one'
      ? selection.clientId
      : selection?.kind === 'several'
        ? selection.clientIds[0]!
        : selection?.kind === 'all'
          ? (clients?.[0]?.id ?? null)
          : null;

  const client = useClientDetail(anchorId);
  const timeZone = client.data?.timezone;
  const single = selection?.kind === 'one';
  const clientAreas = client.data?.areas;
  const areas = useMemo(() => (single ? clientAreas : clientAreas ? [] : undefined), [single, clientAreas]);
  const today = useMemo(() => (timeZone ? monthInZone(timeZone) : null), [timeZone]);
  const filter = useMemo<FilterState | null>(() => {
    if (!today || !areas) return null;
    const parsed = filterFromSearch(params, today);
    // Areas of another client (an edited or stale link) would silently empty every chart.
    const known = new Set(areas.map((a) => a.id));
    return { ...parsed, selectedAreas: parsed.selectedAreas.filter((id) => known.has(id)) };
  }, [params, today, areas]);

  const wanted = selection && filter ? searchString(searchFor(selection, filter)) : null;
  useEffect(() => {
    if (wanted !== null && wanted !== location.search) void navigate({ search: wanted }, { replace: true });
  }, [wanted, location.search, navigate]);

  const setFilter = (next: FilterState) => {
    if (selection) void navigate({ search: searchString(searchFor(selection, next)) });
  };
  /** The period carries over to the other selection; areas only stay with the same single client. */
  const select = (next: ClientSelection) => {
    if (next.kind === 'one') rememberClient(next.clientId);
    const params = new URLSearchParams(location.search);
    params.delete('client');
    params.delete('clients');
    params.delete('areas');
    const chosen = searchFor(next, { selectedYears: [], selectedMonths: [], selectedAreas: [], activePeriod: null });
    const clientKey = next.kind === 'one' ? 'client' : 'clients';
    params.set(clientKey, chosen.get(clientKey)!);
    void navigate({ search: searchString(params) });
  };
  const selectClient = (id: string) => select({ kind: 'one', clientId: id });

  return { selection, clientId, client, today, filter, setFilter, select, selectClient };
}
