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
import { Select, selectOptions } from '@/components/ui/field';
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
        <Select
          label={t('scale.kind')}
          value={api}
          onChange={(e) => setApi(e.target.value as ScaleApi)}
          options={selectOptions(apis, (a) => t(`scale.kinds.${a}`))}
        />
        {api === 'serial' && (
          <Select
            label={t('scale.preset')}
            value={preset}
            onChange={(e) => setPreset(e.target.value as SerialPresetId)}
            options={selectOptions(SERIAL_PRESET_IDS, (p) => t(`scale.presets.${p}`))}
          />
        )}
        {api === 'serial' && preset === 'custom' && (
          <div className="grid grid-cols-2 gap-3">
            <Select
              className="col-span-2"
              label={t('scale.protocol')}
              value={protocol}
              onChange={(e) => setProtocol(e.target.value as SerialProtocol)}
              options={selectOptions(SERIAL_PROTOCOLS, (p) => t(`scale.protocols.${p}`))}
            />
            <Select
              label={t('scale.baudRate')}
              value={port.baudRate}
              onChange={(e) => setPort({ ...port, baudRate: Number(e.target.value) as PortSettings['baudRate'] })}
              options={selectOptions(BAUD_RATES, String)}
            />
            <Select
              label={t('scale.dataBits')}
              value={port.dataBits}
              onChange={(e) => setPort({ ...port, dataBits: Number(e.target.value) as 7 | 8 })}
              options={selectOptions([7, 8], String)}
            />
            <Select
              label={t('scale.parity')}
              value={port.parity}
              onChange={(e) => setPort({ ...port, parity: e.target.value as PortSettings['parity'] })}
              options={selectOptions(PARITIES, (p) => t(`scale.parities.${p}`))}
            />
            <Select
              label={t('scale.stopBits')}
              value={port.stopBits}
              onChange={(e) => setPort({ ...port, stopBits: Number(e.target.value) as 1 | 2 })}
              options={selectOptions([1, 2], String)}
            />
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
