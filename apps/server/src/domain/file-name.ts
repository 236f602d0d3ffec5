/** An ASCII, lower-case slug of a name for a download's file name: 'Maré Alta Beach Resort' → 'mare-alta-beach-resort'. */
export function slugify(name: string, maxLength = 60): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, maxLength);
}
