import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel, tabAfterKey } from './tabs';

const ids = ['cookies', 'privacy', 'terms'] as const;

function Example({ initial = 'privacy' }: { initial?: (typeof ids)[number] }) {
  const [selected, setSelected] = useState<(typeof ids)[number]>(initial);
  return (
    <>
      <button type="button">Before</button>
      <TabList
        label="Texts"
        baseId="t"
        tabs={ids.map((id) => ({ id, label: id.toUpperCase() }))}
        selected={selected}
        onSelect={setSelected}
      />
      <TabPanel baseId="t" id={selected}>
        <p>Text of {selected}</p>
      </TabPanel>
    </>
  );
}

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey(ids, 'cookies', 'ArrowRight')).toBe('privacy');
    expect(tabAfterKey(ids, 'terms', 'ArrowRight')).toBe('cookies');
    expect(tabAfterKey(ids, 'cookies', 'ArrowLeft')).toBe('terms');
    expect(tabAfterKey(ids, 'privacy', 'Home')).toBe('cookies');
    expect(tabAfterKey(ids, 'privacy', 'End')).toBe('terms');
    expect(tabAfterKey(ids, 'privacy', 'Enter')).toBeNull();
  });
});

describe('TabList', () => {
  it('ties each tab to its panel and marks the selected one', () => {
    render(<Example />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Texts' })).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'PRIVACY' });
    expect(panel.id).toBe(tabs[1]!.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Text of privacy');
  });

  it('is one Tab stop; the arrow keys, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'PRIVACY' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'TERMS' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Text of terms');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'COOKIES' }));
    expect(screen.getByRole('tab', { name: 'COOKIES' }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Text of terms');
    await user.keyboard('{Home}');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'TERMS' }));

    // Tab leaves the tab list for the panel, which can be scrolled from the keyboard.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'COOKIES' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Text of cookies');
  });
});
