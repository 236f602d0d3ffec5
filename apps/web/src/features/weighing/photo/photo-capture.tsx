import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/icon';
import { compressPhoto } from '@/lib/compress-photo';

interface PhotoCaptureProps {
  /** The photo (already compressed) that goes with the next save, or null. */
  value: Blob | null;
  onChange(photo: Blob | null): void;
}

/**
 * "Foto (opcional)" on the weighing form (issue 26 item 4): the tablet's rear camera through a file input (the robust
 * way on tablets: `capture` opens the camera, a desktop opens its file picker), compressed here to ≤ 200 KB before
 * it is kept with the weighing. At a kitchen station too: the photo goes with the turn of the cook who weighed.
 */
export function PhotoCapture({ value, onChange }: PhotoCaptureProps) {
  const { t } = useTranslation('weighing');
  const inputId = useId();
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  // The preview's object URL, made when a photo is picked; the one it replaces is revoked, so at most one is alive.
  const [preview, setPreview] = useState<string | null>(null);

  async function picked(file: File | undefined) {
    if (!file) return;
    setWorking(true);
    setFailed(false);
    const photo = await compressPhoto(file);
    setWorking(false);
    if (!photo) {
      setFailed(true);
      return;
    }
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(photo));
    onChange(photo);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={working}
        onChange={(e) => {
          void picked(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={buttonClass({ size: 'sm', className: 'gap-1' })}>
        <Icon className="h-5 w-5" strokeWidth={2}>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </Icon>
        {working ? t('photo.compressing') : value ? t('photo.change') : t('photo.add')}
      </label>
      {value && preview && (
        <>
          <img src={preview} alt={t('photo.preview')} className="h-11 w-11 rounded object-cover" />
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('photo.remove')}
          </Button>
        </>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('photo.unreadable')}
        </p>
      )}
    </div>
  );
}
