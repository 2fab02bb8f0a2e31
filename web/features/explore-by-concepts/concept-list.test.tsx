import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConceptList, type ConceptGroup } from './concept-list';

const groups: ConceptGroup[] = [
  {
    name: 'season',
    label: 'Season',
    concepts: [
      { id: 19, label: 'Summer' },
      { id: 23, label: 'Winter' },
    ],
  },
  {
    name: 'texture',
    label: 'Texture',
    concepts: [
      { id: 84, label: 'Fresh' },
      { id: 90, label: 'Velvet' },
    ],
  },
];

function List({ onFocusConcept = () => {} }: { onFocusConcept?: (id: number | null) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <ConceptList
      groups={groups}
      selected={selected}
      onToggle={(id) =>
        setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
      }
      onFocusConcept={onFocusConcept}
      label="Concepts by category"
      idPrefix="test"
    />
  );
}

describe('ConceptList', () => {
  it('is one Tab stop; arrows, Home, End and letters move; Enter and Space choose', async () => {
    const user = userEvent.setup();
    const focused = vi.fn();
    render(<List onFocusConcept={focused} />);
    const listbox = screen.getByRole('listbox', { name: 'Concepts by category' });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('group', { name: 'Texture' })).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Summer' }));
    expect(focused).toHaveBeenLastCalledWith(19);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Fresh' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'Fresh' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Velvet' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Summer' }));
    await user.keyboard('wi');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Winter' }));
    await user.keyboard(' ');
    expect(screen.getByRole('option', { name: 'Winter' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // Only the current option is a Tab stop: Tab leaves the list, and reports no focus.
    expect(screen.getAllByRole('option').filter((o) => o.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(focused).toHaveBeenLastCalledWith(null);
  });
});
