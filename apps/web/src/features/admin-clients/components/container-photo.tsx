import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Container } from '@ecopeso/shared/kitchen-lists';
import { containerPhotoPath } from '@ecopeso/shared/record-photos';
import { Button, buttonClass } from '@/components/ui/button';
import { PhotoThumbnail } from '@/components/ui/photo-thumbnail';
import { compressPhoto } from '@/lib/compress-photo';

/** A container's photo as the Kitchen tab shows it, beside its name; nothing when it has none. */
export function ContainerPhotoThumbnail({ clientId, container }: { clientId: string; container: Container }) {
  const { t } = useTranslation('admin-clients');
  if (!container.photo) return null;
  return (
    <PhotoThumbnail
      src={containerPhotoPath(clientId, container.id, container.photo)}
      alt={t('kitchen.containers.photoOf', { name: container.name })}
      className="mb-1 h-16 w-16"
    />
  );
}

/**
 * Add, change or remove a container's photo (PUT/DELETE …/containers/{id}/photo): the file picked (on a tablet, the
 * camera) is compressed here to ≤ 200 KB as a weighing's photo is (lib/compress-photo.ts), then sent; the server
 * judges its bytes again. `onSend` answers a refusal's text, or null.
 */
export function ContainerPhotoActions({
  container,
  onSend,
}: {
  container: Container;
  onSend(photo: Blob | null): Promise<string | null>;
}) {
  const { t } = useTranslation('admin-clients');
  const inputId = useId();
  const [busy, setBusy] = useState<'photo' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = container.name;

  async function picked(file: File | undefined) {
    if (!file) return;
    setBusy('photo');
    setError(null);
    const photo = await compressPhoto(file);
    setError(photo ? await onSend(photo) : t('kitchen.containers.unreadable'));
    setBusy(null);
  }

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        className="peer sr-only"
        disabled={busy !== null}
        aria-label={t(container.photo ? 'kitchen.containers.changePhotoOf' : 'kitchen.containers.addPhotoOf', {
          name,
        })}
        onChange={(e) => {
          void picked(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClass({
          size: 'sm',
          className:
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-slate-900',
        })}
      >
        {busy === 'photo'
          ? t('kitchen.containers.compressing')
          : t(container.photo ? 'kitchen.containers.changePhoto' : 'kitchen.containers.addPhoto')}
      </label>
      {container.photo && (
        <Button
          size="sm"
          variant="ghost"
          loading={busy === 'remove'}
          aria-label={t('kitchen.containers.removePhotoOf', { name })}
          onClick={async () => {
            setBusy('remove');
            setError(await onSend(null));
            setBusy(null);
          }}
        >
          {t('kitchen.containers.removePhoto')}
        </Button>
      )}
      {error && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
