import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDownload } from './ui/use-download';
import { DownloadButtons } from './download-button';

const PERIODS = ['today', 'week'] as const;

function Exports({ fetchFile, disabled }: { fetchFile(): Promise<unknown>; disabled?: boolean }) {
  const { busy, run } = useDownload<(typeof PERIODS)[number]>();
  return (
    <DownloadButtons
      kinds={PERIODS}
      busy={busy}
      label={(period) => (period === 'today' ? 'Hoje' : 'Últimos 7 dias')}
      busyLabel="Gerando arquivo..."
      disabled={disabled}
      onDownload={(period) => void run(period, fetchFile)}
    />
  );
}

// The rows of download buttons (CSV export, PDF reports, DMR, sustainability files) behave one way.
describe('DownloadButtons', () => {
  it('says which file is on its way and holds the other buttons until it has come', async () => {
    let arrive = () => {};
    const user = userEvent.setup();
    render(<Exports fetchFile={() => new Promise<void>((resolve) => (arrive = resolve))} />);
    await user.click(screen.getByRole('button', { name: 'Últimos 7 dias' }));
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Gerando arquivo...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Hoje' }).disabled).toBe(true);

    arrive();
    await screen.findByRole('button', { name: 'Últimos 7 dias' });
    expect(
      screen
        .getAllByRole<HTMLButtonElement>('button')
        .map((b) => [b.textContent, b.disabled, b.getAttribute('aria-busy')]),
    ).toEqual([
      ['Hoje', false, 'false'],
      ['Últimos 7 dias', false, 'false'],
    ]);
  });

  it('holds every button while there is nothing to download', () => {
    render(<Exports fetchFile={() => Promise.resolve()} disabled />);
    expect(screen.getAllByRole<HTMLButtonElement>('button').map((b) => b.disabled)).toEqual([true, true]);
  });
});
