import { useEffect } from 'react';
import { useLocation } from 'react-router';

const ENDPOINT = '/api/v1/analytics/pageviews';
const MAX_LENGTH = 2000;

/** True when the visitor asked not to be tracked (Do-Not-Track or Global Privacy Control). */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Sends one page view (path and query, nothing else) without holding up the page; a failure is ignored. */
export function reportPageView(pathname: string, search: string): void {
  if (optedOut()) return;
  const body = JSON.stringify({
    path: pathname.slice(0, MAX_LENGTH),
    query: search.replace(/^\?/, '').slice(0, MAX_LENGTH),
  });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // sendBeacon can throw (e.g. a blocked content type); fetch below is the fallback
  }
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** Spec §2: every route change, public and app, reports its path and query to our own analytics endpoint. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => reportPageView(pathname, search), [pathname, search]);
}
