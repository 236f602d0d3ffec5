import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceButtons, SegmentedChoice } from './choice-buttons';

const VIEWS = [
  { id: 'total', label: 'Total' },
  { id: 'composition', label: 'Composição' },
] as const;

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('SegmentedChoice', () => {
  it('is a named group of toggles, the chosen one pressed', async () => {
    function View() {
      const [view, setView] = useState<'total' | 'composition'>('total');
      return <SegmentedChoice label="Visualização" choices={VIEWS} value={view} onChange={setView} />;
    }
    render(<View />);
    const group = screen.getByRole('group', { name: 'Visualização' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Total', 'Composição']);
    expect([pressed('Total'), pressed('Composição')]).toEqual(['true', 'false']);
    await userEvent.click(screen.getByRole('button', { name: 'Composição' }));
    expect([pressed('Total'), pressed('Composição')]).toEqual(['false', 'true']);
  });
});

describe('ChoiceButtons', () => {
  it('names the choice by its legend, presses none when the value came another way, and keeps its extra fields', async () => {
    function Period() {
      const [preset, setPreset] = useState<'d30' | 'd90' | null>(null);
      return (
        <ChoiceButtons
          legend="Período"
          choices={[
            { id: 'd30', label: '30 dias' },
            { id: 'd90', label: '90 dias' },
          ]}
          value={preset}
          onChange={setPreset}
        >
          <input aria-label="De" />
        </ChoiceButtons>
      );
    }
    render(<Period />);
    const group = screen.getByRole('group', { name: 'Período' });
    expect(within(group).getByRole('textbox', { name: 'De' })).toBeTruthy();
    expect([pressed('30 dias'), pressed('90 dias')]).toEqual(['false', 'false']);
    await userEvent.click(screen.getByRole('button', { name: '90 dias' }));
    expect([pressed('30 dias'), pressed('90 dias')]).toEqual(['false', 'true']);
  });
});
