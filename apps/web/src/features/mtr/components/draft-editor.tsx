import type { Mtr } from '@ecopeso/shared/mtr';
import { Alert } from '@/components/ui/alert';
import { useDraftEditor } from '../hooks/use-draft-editor';
import { DraftButtons } from './draft-buttons';
import { DraftItems, ShipmentFields } from './draft-fields';

/**
 * A draft's fields, edited in its detail: shipment date, driver, plate, notes and each item's quantity (and count);
 * saved from the version read, and issued from here.
 */
export function DraftEditor({ clientId, mtr: m }: { clientId: string; mtr: Mtr }) {
  const form = useDraftEditor(clientId, m);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
      className="space-y-3 rounded-lg border border-sky-200 bg-sky-50/40 p-3"
      noValidate
    >
      {form.farDialog}
      <ShipmentFields value={form.shipment} onChange={form.setShipment} />
      <DraftItems items={form.items} onChange={form.setItems} />
      {form.error && <Alert>{form.error}</Alert>}
      <DraftButtons
        size="sm"
        busy={form.busy}
        issuing={form.issuing}
        canIssue={m.actions.includes('issue')}
        onIssue={() => void form.issue()}
      />
    </form>
  );
}
