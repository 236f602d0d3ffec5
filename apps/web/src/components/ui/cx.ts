/** Joins class names, skipping empty ones. No merging: a part's own classes never set what a caller may pass. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
