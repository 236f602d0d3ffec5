/** The Ecopeso mark: a leaf on a green tile, with the name beside it unless `compact`. */
export function Logo({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-brand-800 ${className}`}>
      <svg viewBox="0 0 64 64" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#15803d" />
        <path
          d="M46 14c-17 0-28 9-28 23 0 4 1 7 3 10 2-9 8-16 17-20-7 5-11 11-13 19 2 1 5 2 8 2 12 0 17-11 13-34z"
          fill="#fff"
        />
      </svg>
      {compact ? <span className="sr-only">Ecopeso</span> : <span className="text-xl">Ecopeso</span>}
    </span>
  );
}
