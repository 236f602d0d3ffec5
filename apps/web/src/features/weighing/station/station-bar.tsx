import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@ecopeso/shared/api';
import { can } from '@ecopeso/shared/roles';
import { STATION_IDLE_SECONDS } from '@ecopeso/shared/station';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { clearCache } from '@/lib/offline-db';
import { useStartStation } from '../api/station';
import { currentCookTurn, setCookTurn, subscribeCookTurn } from './cook-turn-store';
import { PinPad } from './pin-pad';
import { Alert } from '@/components/ui/alert';

const TOUCHES = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Forgets the cook after STATION_IDLE_SECONDS without a touch, or when the turn ends, whichever comes first. */
function useIdleTimeout(active: boolean, expiresAt: string | undefined) {
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      const left = expiresAt ? Date.parse(expiresAt) - Date.now() : Infinity;
      timer = window.setTimeout(() => setCookTurn(null), Math.max(0, Math.min(STATION_IDLE_SECONDS * 1000, left)));
    };
    restart();
    for (const event of TOUCHES) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of TOUCHES) window.removeEventListener(event, restart);
    };
  }, [active, expiresAt]);
}

/** A station's bar: who is weighing, "Trocar cozinheiro", and the PIN pad whenever nobody is. */
function StationMode() {
  const { t } = useTranslation('weighing');
  const turn = useSyncExternalStore(subscribeCookTurn, currentCookTurn);
  const [switching, setSwitching] = useState(false);
  useIdleTimeout(turn !== null, turn?.expiresAt);

  return (
    <Card padding="sm" className="flex flex-wrap items-center gap-3" aria-label={t('station.name')}>
      <Badge tone="accent">{t('station.name')}</Badge>
      <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">
        {turn ? t('station.cook', { name: turn.cook.name }) : t('station.noCook')}
      </p>
      <Button variant="primary" size="lg" onClick={() => setSwitching(true)}>
        {t('station.switch')}
      </Button>
      <PinPad
        open={turn === null || switching}
        required={turn === null}
        onClose={() => setSwitching(false)}
        onSwitched={(next) => {
          setCookTurn(next);
          setSwitching(false);
        }}
      />
    </Card>
  );
}

/** A manager's button that turns this device into the client's station: their session here becomes the station's. */
function StartStation({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation('weighing');
  const [asking, setAsking] = useState(false);
  const start = useStartStation();
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} className="shrink-0">
        {t('station.start')}
      </Button>
      <ConfirmDialog
        open={asking}
        theme="warning"
        title={t('station.startTitle')}
        message={
          <>
            <p>{t('station.startMessage', { client: clientName })}</p>
            {start.isError && <Alert className="mt-2">{t('station.startFailed')}</Alert>}
          </>
        }
        confirmText={t('station.startConfirm')}
        cancelText={t('station.cancel')}
        busy={start.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            await start.mutateAsync(clientId);
          } catch {
            return;
          }
          // Nothing of the manager stays on the device; the page opens again as the station.
          await clearCache();
          window.location.reload();
        }}
      />
    </>
  );
}

/**
 * The kitchen station on the weighing page (decision 039), mounted by the page above its form: at a station, the
 * cook's bar and the PIN pad; nothing elsewhere.
 */
export function StationBar({ user }: { user: Me }) {
  return user.station ? <StationMode /> : null;
}

/**
 * For whoever may start one, the button that makes this device the client's station; mounted below the page's
 * cards, so the form keeps its place on the screen.
 */
export function StartStationButton({ user, client }: { user: Me; client: { id: string; name: string } | null }) {
  if (user.station || !client || !can(user.role, 'station:start')) return null;
  return (
    <div className="flex justify-end">
      <StartStation clientId={client.id} clientName={client.name} />
    </div>
  );
}
