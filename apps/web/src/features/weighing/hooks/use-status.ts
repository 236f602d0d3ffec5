import { useCallback, useEffect, useRef, useState } from 'react';

export interface Status {
  kind: 'success' | 'error';
  text: string;
}

/** One status message at a time for the page's live region; successes clear after 5 s, errors after 10 s. */
export function useStatus() {
  const [status, setStatus] = useState<(Status & { id: number }) | null>(null);
  const counter = useRef(0);
  const show = useCallback((next: Status) => {
    counter.current += 1;
    setStatus({ ...next, id: counter.current });
  }, []);
  const clear = useCallback(() => setStatus(null), []);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), status.kind === 'success' ? 5_000 : 10_000);
    return () => clearTimeout(timer);
  }, [status]);
  return { status, show, clear };
}
