import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { DownloadFailed, useDownload } from './use-download';

function Files({ fetchPdf, fetchCsv }: { fetchPdf(): Promise<void>; fetchCsv(): Promise<void> }) {
  const { busy, failed, run } = useDownload<'pdf' | 'csv'>();
  return (
    <>
      <Button disabled={busy !== null} onClick={() => void run('pdf', fetchPdf)}>
        {busy === 'pdf' ? 'Gerando PDF...' : 'PDF'}
      </Button>
      <Button disabled={busy !== null} onClick={() => void run('csv', fetchCsv)}>
        CSV
      </Button>
      <DownloadFailed message={failed ? 'Não foi possível baixar o arquivo.' : null} />
    </>
  );
}

describe('useDownload', () => {
  it('marks the button fetching and holds the others until the file came, saying nothing', async () => {
    let done!: () => void;
    const fetchPdf = () => new Promise<void>((resolve) => (done = resolve));
    render(<Files fetchPdf={fetchPdf} fetchCsv={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(screen.getByRole('button', { name: 'Gerando PDF...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'CSV' })).toHaveProperty('disabled', true);
    done();
    await waitFor(() => expect(screen.getByRole('button', { name: 'CSV' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says a failed download under the buttons, and the next try clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Files fetchPdf={() => Promise.reject(new Error('500'))} fetchCsv={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Não foi possível baixar o arquivo.'));
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''));
  });
});
