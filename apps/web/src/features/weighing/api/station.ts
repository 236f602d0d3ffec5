import { useMutation } from '@tanstack/react-query';
import { cookTurnSchema, stationSchema } from '@ecopeso/shared/station';
import { apiFetch } from '@/lib/api-client';

/** Turns this device into the client's kitchen station: the session cookie becomes the station's. */
export function useStartStation() {
  return useMutation({
    mutationFn: (clientId: string) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}/station`, stationSchema, {
        method: 'POST',
        body: {},
      }),
  });
}

/** Switches the station to the cook of this PIN. */
export function useSwitchCook() {
  return useMutation({
    mutationFn: (pin: string) => apiFetch('/api/v1/station/cook', cookTurnSchema, { method: 'POST', body: { pin } }),
  });
}
