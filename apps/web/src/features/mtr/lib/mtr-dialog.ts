import type { Mtr } from '@ecopeso/shared/mtr';

/** What a dialog of an MTR's detail is given: the MTR as last read, whether it is open, and how it closes. */
export interface MtrDialogProps {
  clientId: string;
  mtr: Mtr;
  open: boolean;
  onClose(): void;
}
