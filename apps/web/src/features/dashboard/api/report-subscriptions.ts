import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reportDeliverySchema, reportSubscriptionsSchema } from '@ecopeso/shared/report-subscriptions';
import { apiFetch } from '@/lib/api-client';

const SUBSCRIPTIONS = '/api/v1/me/report-subscriptions';

/** The clients whose monthly management report the user receives by e-mail. */
export function useReportSubscriptions() {
  return useQuery({
    queryKey: ['report-subscriptions'],
    queryFn: ({ signal }) => apiFetch(SUBSCRIPTIONS, reportSubscriptionsSchema, { signal }),
  });
}

/** The monthly reports e-mailed so far, newest first. */
export function useReportDeliveries() {
  return useQuery({
    queryKey: ['report-deliveries'],
    queryFn: ({ signal }) => apiFetch('/api/v1/me/report-deliveries', z.array(reportDeliverySchema), { signal }),
  });
}

export function useSaveReportSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientIds: string[]) =>
      apiFetch(SUBSCRIPTIONS, reportSubscriptionsSchema, { method: 'PUT', body: { clientIds } }),
    onSuccess: (data) => queryClient.setQueryData(['report-subscriptions'], data),
  });
}
