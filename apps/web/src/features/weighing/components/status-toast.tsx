import { useTranslation } from 'react-i18next';
import type { Status } from '../hooks/use-status';
import { Button } from '@/components/ui/button';
import { Icon, ICON_PATHS } from '@/components/icon';

/**
 * The page's messages (spec §8) just under the header, seen whatever the scroll and clear of the save button. Two live
 * regions that are always in the page, so screen readers announce what appears in them: successes politely,
 * errors at once. Each message is a new node (keyed), so the same message twice is announced twice.
 */
export function StatusToast({ status, onClose }: { status: (Status & { id: number }) | null; onClose(): void }) {
  const { t } = useTranslation('weighing');
  const box = (kind: Status['kind']) =>
    status?.kind === kind && (
      <div
        key={status.id}
        className={`pointer-events-auto flex w-full max-w-lg items-center gap-3 rounded-xl px-4 py-3 text-base font-semibold shadow-lg ${
          kind === 'success' ? 'bg-brand-800 text-white' : 'bg-red-700 text-white'
        }`}
      >
        <p className="min-w-0 flex-1">{status.text}</p>
        <Button
          variant="bare"
          type="button"
          onClick={onClose}
          aria-label={t('messages.close')}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon d={ICON_PATHS.close} className="h-5 w-5" strokeWidth={2} />
        </Button>
      </div>
    );
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[4.25rem] z-40 flex flex-col items-center gap-2 px-4">
      <div role="status" aria-live="polite" className="flex w-full justify-center">
        {box('success')}
      </div>
      <div role="alert" className="flex w-full justify-center">
        {box('error')}
      </div>
    </div>
  );
}
