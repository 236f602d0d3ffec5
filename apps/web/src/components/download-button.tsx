import { Button } from './ui/button';
import { Icon, ICON_PATHS } from '@/components/icon';

/** A bordered button with a download arrow, for the CSV exports and the PDF reports. */
export function DownloadButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <Button size="sm" onClick={onClick} disabled={disabled} aria-busy={busy}>
      <Icon d={ICON_PATHS.download} className="h-4 w-4" strokeWidth={2} />
      {label}
    </Button>
  );
}
