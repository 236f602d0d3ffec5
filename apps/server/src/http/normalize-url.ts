/**
 * The one form of a request's path that every decision sees — the limits, load shedding, access and the router:
 * percent-escapes decoded as the router decodes them (`/%61pi/` is `/api/`), encoded slashes made separators,
 * repeated slashes collapsed and dot segments resolved, so `//api/…`, `/api//v1/…`, `/%2Fapi/…` and `/x/../api/…`
 * are `/api/…` for all of them alike. The query is left as it came. A path whose escapes do not decode is left
 * as it came too: the router refuses it.
 */
export function normalizeUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  let path: string;
  try {
    // '%25' stays an escaped '%' (decoded once, by the router, into a parameter); '%2F' and '%5C' are separators.
    path = decodeURI(rawPath.replace(/%25/g, '%2525')).replace(/%2f|%5c|\\/gi, '/');
  } catch {
    return url;
  }
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = path.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}${rest}`;
}
