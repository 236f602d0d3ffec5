import { useCallback, useEffect, useRef, useState } from 'react';
import { roundToGram } from '@ecopeso/shared/figures';
import type { WeightReading } from '@ecopeso/shared/scales/reading';
import { pairScale, reopenScale, type PairRequest, type ScaleConnection, type ScaleEvents } from './connections';
import { rememberedScale, rememberScale } from './remembered-scale';

export type ScaleStatus = 'idle' | 'connecting' | 'connected' | 'lost' | 'failed';

/** A settled weight worth filling in: above zero, in range, a number. Rounded to the gram the form accepts. */
export function settledKg(reading: WeightReading): number | null {
  if (!reading.stable || reading.overload || reading.negative || reading.kg === null || reading.kg <= 0) return null;
  return roundToGram(reading.kg);
}

/**
 * The scale of this device: reconnects the remembered one on mount where the browser allows, pairs a new one on
 * request, and hands each newly settled weight to `onSettled` once — the same bin resting on the platform fills the
 * field once (a person may still correct it), and the next one fills it again after the platform moves.
 */
export function useScale(onSettled: (kg: number) => void) {
  const [status, setStatus] = useState<ScaleStatus>('idle');
  const [reading, setReading] = useState<WeightReading | null>(null);
  const connection = useRef<ScaleConnection | null>(null);
  const lastFilled = useRef<number | null>(null);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  }, [onSettled]);

  // Made once: the connection calls these for as long as it lives, long after this render.
  const [events] = useState<ScaleEvents>(() => ({
    reading(next) {
      if (next.kind === 'error') return; // a garbled frame: the next one, a few ms later, says what the scale shows
      setReading(next);
      const kg = settledKg(next);
      if (kg === null) {
        if (!next.stable || next.kg === 0) lastFilled.current = null;
        return;
      }
      if (kg === lastFilled.current) return;
      lastFilled.current = kg;
      onSettledRef.current(kg);
    },
    lost() {
      connection.current = null;
      setReading(null);
      setStatus('lost');
    },
  }));

  const adopt = useCallback((opened: ScaleConnection | null, remember: boolean) => {
    if (!opened) return false;
    connection.current = opened;
    if (remember) rememberScale(opened.remembered);
    setStatus('connected');
    return true;
  }, []);

  useEffect(() => {
    const remembered = rememberedScale();
    let cancelled = false;
    if (remembered) {
      void reopenScale(remembered, events)
        .then((opened) => {
          if (cancelled) void opened?.close();
          else adopt(opened, false);
        })
        .catch(() => undefined); // not there today: the button pairs it again
    }
    return () => {
      cancelled = true;
      void connection.current?.close();
      connection.current = null;
    };
  }, [adopt, events]);

  const pair = useCallback(
    async (request: PairRequest) => {
      await connection.current?.close();
      connection.current = null;
      setReading(null);
      lastFilled.current = null;
      setStatus('connecting');
      try {
        if (!adopt(await pairScale(request, events), true)) setStatus('idle');
      } catch (error) {
        console.error('pairing the scale failed', error);
        setStatus('failed');
      }
    },
    [adopt, events],
  );

  const disconnect = useCallback(async () => {
    await connection.current?.close();
    connection.current = null;
    rememberScale(null);
    setReading(null);
    setStatus('idle');
  }, []);

  return { status, reading, pair, disconnect };
}
