import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Above a refused record reopened for correction: why the server refused it, and a way out. */
export function FixBanner({ reason, onCancel }: { reason: string; onCancel(): void }) {
  const { t } = useTranslation('weighing');
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="min-w-0 flex-1">{t('fix.banner', { reason: t(`reasons.${reason}`) })}</p>
      <Button
        variant="bare"
        type="button"
        onClick={onCancel}
        className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
      >
        {t('fix.cancel')}
      </Button>
    </div>
  );
}
