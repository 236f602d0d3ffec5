import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { Tabs } from './tabs';
import { useUrlTab } from './use-url-tab';

function MtrTabs() {
  const [tab, select] = useUrlTab('admin/gestao-mtr');
  const { search } = useLocation();
  return (
    <>
      <Tabs
        label="Seções"
        selected={tab}
        onSelect={select}
        tabs={[
          { id: 'coletas', label: 'Coletas', content: <p>Lista de coletas</p> },
          { id: 'dmr', label: 'DMR', content: <p>Declaração</p> },
        ]}
      />
      <output>{search}</output>
    </>
  );
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <MtrTabs />
    </MemoryRouter>,
  );

describe('useUrlTab', () => {
  it('opens the tab the address names, the client kept', () => {
    at('/app/admin/gestao-mtr?client=c1&tab=dmr');
    expect(screen.getByRole('tab', { name: 'DMR' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Declaração')).toBeTruthy();
  });

  it('opens the first tab for an unknown or missing value', () => {
    at('/app/admin/gestao-mtr?tab=nada');
    expect(screen.getByRole('tab', { name: 'Coletas' }).getAttribute('aria-selected')).toBe('true');
  });

  it('puts the chosen tab in the address beside the client, and the first tab drops it', async () => {
    at('/app/admin/gestao-mtr?client=c1');
    await userEvent.click(screen.getByRole('tab', { name: 'DMR' }));
    expect(screen.getByRole('status').textContent).toBe('?client=c1&tab=dmr');
    await userEvent.click(screen.getByRole('tab', { name: 'Coletas' }));
    expect(screen.getByRole('status').textContent).toBe('?client=c1');
  });
});
