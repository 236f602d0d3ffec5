import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import type { WeightReading } from '@ecopeso/shared/scales/reading';
import { Button } from '@/components/ui/button';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { dismissNotice, noticeDismissed } from './remembered-scale';
import { ScaleChooser } from './scale-chooser';
import { useScale } from './use-scale';
import { availableApis } from './web-apis';

interface ScaleConnectProps {
  lang: Language;
  /** A newly settled weight, in kg to the gram: the form fills its weight field with it. */
  onSettledWeight(kg: number): void;
}

function stateKey(reading: WeightReading): string {
  if (reading.overload) return 'scale.state.overload';
  if (reading.negative) return 'scale.state.negative';
  return reading.stable ? 'scale.state.stable' : 'scale.state.moving';
}

/**
 * "Conectar balança" on the weighing page: pairs a scale once per device, then shows its live weight while the bin
 * is loaded; each settled weight fills the form's field. Where the browser reaches no scale (Safari, Firefox) it
 * says so once, and typing works as ever.
 */
export function ScaleConnect({ lang, onSettledWeight }: ScaleConnectProps) {
  const { t } = useTranslation('weighing');
  const [apis] = useState(availableApis);
  const [noticeHidden, setNoticeHidden] = useState(noticeDismissed);
  const [choosing, setChoosing] = useState(false);
  const scale = useScale(onSettledWeight);

  if (apis.length === 0) {
    if (noticeHidden) return null;
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-slate-800">
        <p className="min-w-0 flex-1">{t('scale.unsupported')}</p>
        <Button
          size="sm"
          onClick={() => {
            dismissNotice();
            setNoticeHidden(true);
          }}
        >
          {t('scale.dismiss')}
        </Button>
      </div>
    );
  }

  const { status, reading } = scale;
  const connected = status === 'connected';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {connected ? (
        <>
          <output aria-label={t('scale.live')} className="font-semibold tabular-nums text-slate-900">
            {reading?.kg != null ? formatEnteredKg(reading.kg, lang) : t('scale.state.waiting')}
          </output>
          {reading && <span className="text-sm text-slate-700">{t(stateKey(reading))}</span>}
          <Button size="sm" variant="ghost" className="text-sm" onClick={() => void scale.disconnect()}>
            {t('scale.disconnect')}
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="text-sm"
          loading={status === 'connecting'}
          aria-label={status === 'connecting' ? undefined : t('scale.connect')}
          onClick={() => setChoosing(true)}
        >
          {status === 'connecting' ? (
            t('scale.connecting')
          ) : (
            // On a phone the short word keeps the button on the line of "Quando"; its name stays the full one.
            <>
              <span className="@md:hidden">{t('scale.connectShort')}</span>
              <span className="hidden @md:inline">{t('scale.connect')}</span>
            </>
          )}
        </Button>
      )}
      {(status === 'lost' || status === 'failed') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(status === 'lost' ? 'scale.lost' : 'scale.failed')}
        </p>
      )}
      <ScaleChooser
        open={choosing}
        apis={apis}
        onClose={() => setChoosing(false)}
        onPair={(request) => {
          setChoosing(false);
          void scale.pair(request);
        }}
      />
    </div>
  );
}
