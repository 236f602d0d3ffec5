import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BAUD_RATES,
  SERIAL_PRESET_IDS,
  SERIAL_PRESETS,
  SERIAL_PROTOCOLS,
  type PortSettings,
  type SerialPresetId,
  type SerialProtocol,
} from '@ecopeso/shared/scales/presets';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { PairRequest } from './connections';
import type { ScaleApi } from './web-apis';

interface ScaleChooserProps {
  open: boolean;
  apis: readonly ScaleApi[];
  onPair(request: PairRequest): void;
  onClose(): void;
}

const PARITIES = ['none', 'even', 'odd'] as const;

/**
 * Which scale to pair: serial (a preset, or custom protocol and port settings), USB HID or Bluetooth — only the
 * kinds this browser can reach. "Conectar" opens the browser's own chooser of devices.
 */
export function ScaleChooser({ open, apis, onPair, onClose }: ScaleChooserProps) {
  const { t } = useTranslation('weighing');
  const [api, setApi] = useState<ScaleApi>(apis[0] ?? 'serial');
  const [preset, setPreset] = useState<SerialPresetId>('toledo-p03');
  const [protocol, setProtocol] = useState<SerialProtocol>('toledo-continuous');
  const [port, setPort] = useState<PortSettings>(SERIAL_PRESETS['toledo-p03'].port);

  function pair() {
    if (api !== 'serial') onPair({ kind: api });
    else onPair({ kind: 'serial', choice: preset === 'custom' ? { preset, protocol, port } : { preset } });
  }

  return (
    <Modal open={open} title={t('scale.chooserTitle')} onClose={onClose}>
      <div className="space-y-4">
        <Select label={t('scale.kind')} value={api} onChange={(e) => setApi(e.target.value as ScaleApi)}>
          {apis.map((a) => (
            <option key={a} value={a}>
              {t(`scale.kinds.${a}`)}
            </option>
          ))}
        </Select>
        {api === 'serial' && (
          <Select
            label={t('scale.preset')}
            value={preset}
            onChange={(e) => setPreset(e.target.value as SerialPresetId)}
          >
            {SERIAL_PRESET_IDS.map((p) => (
              <option key={p} value={p}>
                {t(`scale.presets.${p}`)}
              </option>
            ))}
          </Select>
        )}
        {api === 'serial' && preset === 'custom' && (
          <div className="grid grid-cols-2 gap-3">
            <Select
              className="col-span-2"
              label={t('scale.protocol')}
              value={protocol}
              onChange={(e) => setProtocol(e.target.value as SerialProtocol)}
            >
              {SERIAL_PROTOCOLS.map((p) => (
                <option key={p} value={p}>
                  {t(`scale.protocols.${p}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('scale.baudRate')}
              value={port.baudRate}
              onChange={(e) => setPort({ ...port, baudRate: Number(e.target.value) as PortSettings['baudRate'] })}
            >
              {BAUD_RATES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </Select>
            <Select
              label={t('scale.dataBits')}
              value={port.dataBits}
              onChange={(e) => setPort({ ...port, dataBits: Number(e.target.value) as 7 | 8 })}
            >
              <option value={7}>7</option>
              <option value={8}>8</option>
            </Select>
            <Select
              label={t('scale.parity')}
              value={port.parity}
              onChange={(e) => setPort({ ...port, parity: e.target.value as PortSettings['parity'] })}
            >
              {PARITIES.map((p) => (
                <option key={p} value={p}>
                  {t(`scale.parities.${p}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('scale.stopBits')}
              value={port.stopBits}
              onChange={(e) => setPort({ ...port, stopBits: Number(e.target.value) as 1 | 2 })}
            >
              <option value={1}>1</option>
              <option value={2}>2</option>
            </Select>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t('scale.cancel')}</Button>
          <Button variant="primary" onClick={pair}>
            {t('scale.pair')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
