import { useContracts } from '@/lib/contracts-api';
import { todayInBrasilia } from '../lib/today';

/** The client's contracts, those in force today (no end, or an end not yet past), and a contract by its id. */
export function useContractsInForce(clientId: string | null) {
  const contracts = useContracts(clientId);
  const all = contracts.data ?? [];
  const today = todayInBrasilia();
  return {
    contracts,
    inForce: all.filter((c) => !c.validTo || c.validTo >= today),
    contractOf: (id: string) => all.find((c) => c.id === id),
  };
}
