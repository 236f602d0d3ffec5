import { useState } from 'react';

/**
 * The state of a row of download buttons: which one is fetching its file (the others wait for it) and whether the
 * last download failed. `run` resolves true when the file came, false when it did not (the error logged).
 */
export function useDownload<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [failed, setFailed] = useState(false);
  async function run(key: K, fetchFile: () => Promise<unknown>): Promise<boolean> {
    setBusy(key);
    setFailed(false);
    try {
      await fetchFile();
      return true;
    } catch (err) {
      console.error(`download (${key}) failed`, err);
      setFailed(true);
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, failed, run };
}

/**
 * The line under download buttons that says the last download failed: always in the page, empty and hidden until
 * then, so screen readers announce the message when it appears.
 */
export function DownloadFailed({ message }: { message: string | null }) {
  return (
    <p role="alert" className="w-full text-sm font-semibold text-red-800 empty:hidden">
      {message ?? ''}
    </p>
  );
}
