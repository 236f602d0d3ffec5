import type { Contract } from '@ecopeso/shared/contracts';
import type { SubType } from '@ecopeso/shared/waste';
import type { Words } from '@ecopeso/shared/words';
import { useWords } from '@/lib/use-words';

type Waste = { wasteType: Contract['wasteType']; subType: string | null };
type Labelled = Waste & { receiver: { name: string } };

/** A waste as the MTR screens name it: its type, and its sub-type after a dot when it has one. */
export const wasteLabel = (words: Words, { wasteType, subType }: Waste) =>
  subType ? `${words.wasteType(wasteType)} · ${words.subType(subType as SubType)}` : words.wasteType(wasteType);

/** A contract as a person recognises it: its waste (and sub-type) and its receiver. */
export function useContractLabel() {
  const words = useWords();
  return (c: Labelled) => `${wasteLabel(words, c)} — ${c.receiver.name}`;
}
