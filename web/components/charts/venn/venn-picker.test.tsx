import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VennPicker } from './venn-picker';

describe('VennPicker', () => {
  const sets = [
    { id: 84, label: 'Fresh' },
    { id: 19, label: 'Summer' },
  ];
  const dots = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, color: '#000' }));
  const regions = [
    { mask: 1, name: 'Fresh only: 3 perfumes', dots: dots(3) },
    { mask: 2, name: 'Summer only: 2 perfumes', dots: dots(2) },
    { mask: 3, name: 'Fresh and Summer: 4 perfumes', dots: dots(4) },
  ];

  it('makes each region a button named by its concepts, pressed when highlighted', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = render(
      <VennPicker sets={sets} regions={regions} selectedMask={3} onPress={onPress} label="Venn" />,
    );
    const group = screen.getByRole('group', { name: 'Venn' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(regions.map((r) => r.name));
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    // One dot per perfume, for the eye only.
    expect(container.querySelectorAll('.venn-picker__dots circle')).toHaveLength(9);
    expect(group.querySelector('.venn-picker__dots')?.getAttribute('aria-hidden')).toBe('true');

    await user.click(buttons[0]!);
    expect(onPress).toHaveBeenLastCalledWith(1);
    buttons[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenLastCalledWith(2);
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });
});
