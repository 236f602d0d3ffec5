import { Button } from './ui/button';

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
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
      </svg>
      {label}
    </Button>
  );
}
