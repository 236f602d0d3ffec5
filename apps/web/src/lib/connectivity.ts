// Whether the server can be reached, as the app's own requests find it. `navigator.onLine` only says the device
// has a network: a tablet on a hotel Wi-Fi with no way out reports true, and so does a browser that was taken
// offline under a page it then reloads. So a request that cannot reach the server marks it unreachable until one
// gets through, and meanwhile a light probe (liveness: no database) asks every 5 s (the sync's first back-off).
const PROBE_EVERY_MS = 5_000;
const PROBE_URL = '/api/v1/health/live';

let reachable = true;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function stopProbe() {
  if (probe) clearInterval(probe);
  probe = null;
}

function startProbe() {
  if (probe) return;
  probe = setInterval(() => {
    if (!navigator.onLine) return;
    fetch(PROBE_URL, { cache: 'no-store', credentials: 'omit' }).then(
      () => reportReachable(true),
      () => undefined,
    );
  }, PROBE_EVERY_MS);
}

/** Online for the app: the device has a network and the last request that tried reached the server. */
export function isOnline(): boolean {
  return navigator.onLine && reachable;
}

/** Called by the API client: `true` when the server answered (whatever it said), `false` when it could not be reached. */
export function reportReachable(ok: boolean): void {
  if (ok === reachable) return;
  reachable = ok;
  if (ok) stopProbe();
  else startProbe();
  notify();
}

/** Calls `onChange` whenever `isOnline()` may have changed; returns the unsubscribe function. */
export function subscribeConnectivity(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
