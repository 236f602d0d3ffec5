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

/** What encodeURIComponent leaves as it is but RFC 8187 does not allow unescaped in `filename*`. */
const RFC8187_EXTRA = /['()*]/g;

/**
 * The `content-disposition` of a download named `name` (already made safe by its own rule): `filename="…"` an ASCII
 * stand-in for old clients that can hold nothing but letters, digits, spaces, `_ . ( ) -` — so no quote, backslash
 * or semicolon can end it and start a second parameter — and `filename*` the whole name, UTF-8 percent-encoded,
 * which every current browser prefers. 'Relatório março.pdf' →
 * `attachment; filename="Relatorio marco.pdf"; filename*=UTF-8''Relat%C3%B3rio%20mar%C3%A7o.pdf`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .()-]+/g, '_');
  const encoded = encodeURIComponent(name.replace(/\p{Cs}/gu, '\ufffd')).replace(
    RFC8187_EXTRA,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A name with nothing to escape: ASCII letters, digits and `_ . -`, as slugify, dates and numbers make them. */
const PLAIN_NAME = /^[\w.-]+$/;

/**
 * The `content-disposition` of a download whose name this server built (slugs, dates, numbers): `filename="…"` alone,
 * as it always was for them; a name with anything to escape (a state system's MTR number, say) gets
 * attachmentDisposition's two forms instead.
 */
export function builtNameDisposition(name: string): string {
  return PLAIN_NAME.test(name) ? `attachment; filename="${name}"` : attachmentDisposition(name);
}
