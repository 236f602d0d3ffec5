import type { Mtr } from '@ecopeso/shared/mtr';
import { useDraftEditor } from '../hooks/use-draft-editor';
import { DraftItems, ShipmentFields } from './draft-fields';
import { DraftForm } from './draft-form';

/**
 * A draft's fields, edited in its detail: shipment date, driver, plate, notes and each item's quantity (and count);
 * saved from the version read, and issued from here.
 */
export function DraftEditor({ clientId, mtr: m }: { clientId: string; mtr: Mtr }) {
  const draft = useDraftEditor(clientId, m);
  return (
    <DraftForm
      draft={draft}
      size="sm"
      canIssue={m.actions.includes('issue')}
      className="space-y-3 rounded-lg border border-sky-200 bg-sky-50/40 p-3"
    >
      <ShipmentFields />
      <DraftItems />
    </DraftForm>
  );
}
