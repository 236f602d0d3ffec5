import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { benchmarksSchema, type BenchmarkMetric } from '@ecopeso/shared/benchmarks';
import type { Language } from '@ecopeso/shared/languages';
import { apiFetch } from '@/lib/api-client';

/** The selection's hotels ranked by `metric` over the dashboard's filter (`query` as filterQuery makes it). */
export function useBenchmarks(clients: string | null, query: string | null, metric: BenchmarkMetric, lang: Language) {
  return useQuery({
    queryKey: ['dashboard', 'benchmarks', clients ?? '', query ?? '', metric],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/v1/benchmarks?clients=${encodeURIComponent(clients ?? '')}&${query}&metric=${metric}&lang=${lang}`,
        benchmarksSchema,
        { signal },
      ),
    enabled: clients !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
}
