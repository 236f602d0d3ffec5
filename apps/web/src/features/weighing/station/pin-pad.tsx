import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, type CookTurn } from '@ecopeso/shared/station';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { refusalText } from '@/lib/reason-text';
import { useSwitchCook } from '../api/station';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The station's PIN pad (decision 039): big keys for a wet or gloved finger, the digits shown as dots, the physical
 * keyboard too. `required`: no cook is switched in, so it cannot be closed — the station does nothing else.
 */
export function PinPad({
  open,
  required,
  onClose,
  onSwitched,
}: {
  open: boolean;
  required: boolean;
  onClose(): void;
  onSwitched(turn: CookTurn): void;
}) {
  const { t } = useTranslation('weighing');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const switchCook = useSwitchCook();

  const type = (digit: string) => {
    setError(null);
    setPin((p) => (p.length < PIN_MAX_LENGTH ? p + digit : p));
  };
  const erase = () => setPin((p) => p.slice(0, -1));
  const submit = async () => {
    if (pin.length < PIN_MIN_LENGTH || switchCook.isPending) return;
    try {
      const turn = await switchCook.mutateAsync(pin);
      setPin('');
      onSwitched(turn);
    } catch (err) {
      setPin('');
      if (err instanceof ApiError && err.detail.reason) {
        setError(refusalText(t, err.detail.reason, err.detail.params ?? {}, err.message));
      } else setError(t(err instanceof ApiError ? 'station.failed' : 'station.offline'));
    }
  };

  return (
    <Modal open={open} title={t('station.padTitle')} onClose={onClose} closable={!required}>
      <div
        className="mx-auto max-w-xs space-y-4"
        onKeyDown={(event) => {
          if (/^\d$/.test(event.key)) type(event.key);
          else if (event.key === 'Backspace') erase();
          else if (event.key === 'Enter') void submit();
          else return;
          event.preventDefault();
        }}
      >
        <p className="text-slate-700">{t('station.padHint', { min: PIN_MIN_LENGTH, max: PIN_MAX_LENGTH })}</p>
        <output
          aria-label={t('station.typed', { count: pin.length })}
          className="flex h-12 items-center justify-center gap-3 rounded-xl border-2 border-slate-400 text-3xl"
        >
          {pin.length === 0 ? (
            <span className="text-base text-slate-500">{t('station.pinLabel')}</span>
          ) : (
            [...pin].map((_, i) => (
              <span key={i} aria-hidden="true">
                ●
              </span>
            ))
          )}
        </output>
        <div className="grid grid-cols-3 gap-3">
          {KEYS.map((digit) => (
            <Button key={digit} size="xl" onClick={() => type(digit)} autoFocus={digit === '1'}>
              {digit}
            </Button>
          ))}
          <Button size="xl" variant="ghost" onClick={erase} aria-label={t('station.erase')}>
            ⌫
          </Button>
          <Button size="xl" onClick={() => type('0')}>
            0
          </Button>
          <Button
            size="xl"
            variant="primary"
            onClick={() => void submit()}
            disabled={pin.length < PIN_MIN_LENGTH}
            loading={switchCook.isPending}
            aria-label={switchCook.isPending ? t('station.checking') : t('station.enter')}
          >
            {t('station.enterShort')}
          </Button>
        </div>
        <div aria-live="assertive">{error && <Alert as="div">{error}</Alert>}</div>
      </div>
    </Modal>
  );
}
