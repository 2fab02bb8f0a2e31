import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerfumeVisual } from './perfume-visual';

const vanilla = '/illustrations/ingredients/vanilla.svg';

describe('PerfumeVisual', () => {
  it('shows the perfume’s own picture first', () => {
    const { container } = render(
      <PerfumeVisual
        name="Shalimar"
        imageUrl="/p/shalimar.png"
        heroImageUrl={vanilla}
        color="#C8782E"
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/p/shalimar.png');
  });

  it('shows its signature ingredient’s drawing over its family colour when it has no picture', () => {
    const { container } = render(
      <PerfumeVisual
        name="Shalimar"
        imageUrl=""
        heroImageUrl={vanilla}
        color="#C8782E"
        accentColor="#C9A7D8"
      />,
    );
    const visual = container.querySelector('.perfume-visual') as HTMLElement;
    expect(visual.classList.contains('perfume-visual--hero')).toBe(true);
    expect(visual.style.getPropertyValue('--visual-color')).toBe('#C8782E');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(vanilla);
  });

  it('falls back to the drawn flacon when neither picture loads, or there is none', () => {
    const failing = render(
      <PerfumeVisual
        name="Shalimar"
        imageUrl="/p/missing.png"
        heroImageUrl={vanilla}
        color="#C8782E"
      />,
    );
    fireEvent.error(failing.container.querySelector('img')!);
    expect(failing.container.querySelector('img')?.getAttribute('src')).toBe(vanilla);
    fireEvent.error(failing.container.querySelector('img')!);
    expect(failing.container.querySelector('img')).toBeNull();
    expect(failing.container.querySelector('.perfume-visual__initial')?.textContent).toBe('S');

    const none = render(<PerfumeVisual name="ani" imageUrl="" color="#C8782E" />);
    expect(none.container.querySelector('img')).toBeNull();
    expect(none.container.querySelector('.perfume-visual__initial')?.textContent).toBe('A');
  });
});
