import type { ReactNode } from 'react';

/** The app's line icons, drawn once on a 24 × 24 grid: a path each. */
export const ICON_PATHS = {
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronsUpDown: 'M8 10l4-4 4 4M8 14l4 4 4-4',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  download: 'M12 4v11m0 0l-4-4m4 4l4-4M5 20h14',
  calendar: 'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  user: 'M12 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8M4 21c0-4 4-6 8-6s8 2 8 6',
} as const;

/**
 * A 24 × 24 line icon, decorative (the text beside it, or the control's label, says what it means): one path `d`
 * (often from ICON_PATHS) or shapes of its own as children.
 */
export function Icon({
  d,
  children,
  className = 'h-6 w-6',
  strokeWidth = 1.8,
}: {
  d?: string;
  children?: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
