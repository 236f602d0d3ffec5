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

/**
 * A download button for each kind of file (the periods of a CSV export, the PDF reports): while one fetches its
 * file it says so (`busyLabel`, or its own label) and the others wait for it.
 */
export function DownloadButtons<K extends string>({
  kinds,
  busy,
  label,
  busyLabel,
  disabled = false,
  onDownload,
}: {
  kinds: readonly K[];
  /** The kind whose file is on its way (useDownload's `busy`). */
  busy: K | null;
  label(kind: K): string;
  busyLabel?: string;
  /** Every button off, whatever is fetching (nothing chosen to download yet). */
  disabled?: boolean;
  onDownload(kind: K): void;
}) {
  return kinds.map((kind) => (
    <DownloadButton
      key={kind}
      label={busy === kind && busyLabel ? busyLabel : label(kind)}
      busy={busy === kind}
      disabled={disabled || busy !== null}
      onClick={() => onDownload(kind)}
    />
  ));
}
