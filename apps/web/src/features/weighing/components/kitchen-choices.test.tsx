import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { containerPhotoPath } from '@ecopeso/shared/record-photos';
import { weighingClient } from '../test/client-fixture';
import { ContainerChoice } from './kitchen-choices';

// The container choice of the weighing form (issue 26 item 2, decision 035): a container's photo shows in its tile so
// the cook recognises the bin; a photo that cannot load (offline, never seen) leaves the tile as it was.
const kitchen = weighingClient({
  wasteTypes: ['organico'],
  areas: [{ id: 'a-1', name: 'Cozinha' }],
  containers: [
    { id: 'b-1', name: 'Balde 20 L', tares: [{ fromDay: '2020-01-01', tareKg: 1.2 }], photo: 'p-9' },
    { id: 'b-2', name: 'Contentor 120 L', tares: [{ fromDay: '2020-01-01', tareKg: 9.8 }], photo: null },
  ],
});

function renderChoice() {
  const onChange = vi.fn();
  render(<ContainerChoice client={kitchen} lang="pt" value={null} onChange={onChange} />);
  return { onChange, group: screen.getByRole('group', { name: 'Recipiente' }) };
}

const tileOf = (group: HTMLElement, name: string) => within(group).getByRole('radio', { name }).closest('label')!;

describe('ContainerChoice', () => {
  it('shows a container’s photo in its tile, from its versioned address; none for a container without one', () => {
    const { group } = renderChoice();
    const bucket = tileOf(group, 'Balde 20 L · tara 1,2 kg');
    const photo = bucket.querySelector('img');
    expect(photo?.getAttribute('src')).toBe(containerPhotoPath('c-1', 'b-1', 'p-9'));
    // The tile's words name the bin: the photo adds nothing to what a screen reader hears.
    expect(photo?.getAttribute('alt')).toBe('');
    expect(tileOf(group, 'Contentor 120 L · tara 9,8 kg').querySelector('img')).toBeNull();
    expect(tileOf(group, 'Sem recipiente').querySelector('img')).toBeNull();
  });

  it('drops a photo that fails to load, and the tile is still picked with one tap', async () => {
    const user = userEvent.setup();
    const { group, onChange } = renderChoice();
    fireEvent.error(tileOf(group, 'Balde 20 L · tara 1,2 kg').querySelector('img')!);
    expect(group.querySelector('img')).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Balde 20 L · tara 1,2 kg' }));
    expect(onChange).toHaveBeenCalledWith('b-1');
  });
});
