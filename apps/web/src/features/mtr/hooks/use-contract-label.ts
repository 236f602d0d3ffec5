import type { Contract } from '@ecopeso/shared/contracts';
import type { SubType } from '@ecopeso/shared/waste';
import { useWords } from '@/lib/use-words';

type Labelled = { wasteType: Contract['wasteType']; subType: string | null; receiver: { name: string } };

/** A contract as a person recognises it: its waste (and sub-type) and its receiver. */
export function useContractLabel() {
  const words = useWords();
  return (c: Labelled) =>
    `${c.subType ? `${words.wasteType(c.wasteType)} · ${words.subType(c.subType as SubType)}` : words.wasteType(c.wasteType)} — ${c.receiver.name}`;
}
