import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from '@ecopeso/shared/kitchen-lists';
import { containerPhotoPath } from '@ecopeso/shared/record-photos';
import { ContainerPhotoActions, ContainerPhotoThumbnail } from './container-photo';

// The browser's decoder and canvas are not in happy-dom: the compressor is the edge here (its size loop is tested in
// lib/compress-photo.test.ts); the test watches what the Kitchen tab hands the API. The page's language is pt.
const compressed = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const compressPhoto = vi.fn(async (_file: Blob): Promise<Blob | null> => compressed);
vi.mock('@/lib/compress-photo', () => ({ compressPhoto: (file: Blob) => compressPhoto(file) }));

const bucket: Container = { id: 'b-1', name: 'Balde 20 L', active: true, tares: [], photo: null };
const withPhoto: Container = { ...bucket, photo: 'p-9' };
const camera = () => new File([new Uint8Array(3000)], 'IMG_0001.jpg', { type: 'image/jpeg' });

describe('a container’s photo in the Kitchen tab', () => {
  it('shows the photo beside the name, and nothing for a container without one', () => {
    const { rerender } = render(<ContainerPhotoThumbnail clientId="c-1" container={withPhoto} />);
    const img = screen.getByRole('img', { name: 'Foto de Balde 20 L' });
    expect(img.getAttribute('src')).toBe(containerPhotoPath('c-1', 'b-1', 'p-9'));
    rerender(<ContainerPhotoThumbnail clientId="c-1" container={bucket} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('sends the photo picked, compressed, and offers no removal while there is none', async () => {
    const onSend = vi.fn(async () => null);
    render(<ContainerPhotoActions container={bucket} onSend={onSend} />);
    expect(screen.queryByRole('button', { name: 'Remover a foto de Balde 20 L' })).toBeNull();
    const file = camera();
    await userEvent.upload(screen.getByLabelText('Adicionar foto de Balde 20 L'), file);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith(compressed));
    expect(compressPhoto).toHaveBeenCalledWith(file);
  });

  it('replaces and removes a photo, and shows the refusal the server gives', async () => {
    const onSend = vi.fn(async (photo: Blob | null) =>
      photo ? 'O arquivo não é uma foto (JPEG, WebP ou PNG). Tire a foto de novo.' : null,
    );
    render(<ContainerPhotoActions container={withPhoto} onSend={onSend} />);
    await userEvent.upload(screen.getByLabelText('Trocar a foto de Balde 20 L'), camera());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O arquivo não é uma foto (JPEG, WebP ou PNG). Tire a foto de novo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover a foto de Balde 20 L' }));
    expect(onSend).toHaveBeenLastCalledWith(null);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when the image cannot be read, and sends nothing', async () => {
    compressPhoto.mockResolvedValueOnce(null);
    const onSend = vi.fn(async () => null);
    render(<ContainerPhotoActions container={bucket} onSend={onSend} />);
    await userEvent.upload(screen.getByLabelText('Adicionar foto de Balde 20 L'), camera());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível ler esta imagem. Escolha outra foto.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });
});
