import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shalimar, tresor } from '../test/catalog-fixtures';
import { PerfumeVisual } from './perfume-visual';

describe('PerfumeVisual', () => {
  it('shows the photograph the catalog names, lazily, at the size of its tile', () => {
    const { container } = render(
      <PerfumeVisual perfume={{ ...shalimar, imageUrl: '/p/shalimar.png' }} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/p/shalimar.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    // Its room is kept while it loads: no shift of the card under the visitor's eyes.
    expect(img.getAttribute('width')).toBe('72');
    expect(img.getAttribute('height')).toBe('72');
    // Decorative in a list, where the name is written beside it.
    expect(img.getAttribute('alt')).toBe('');
  });

  it('names the perfume and its house where the photograph stands as its image', () => {
    const { container } = render(
      <PerfumeVisual
        perfume={{ ...shalimar, imageUrl: '/p/shalimar.png' }}
        size="large"
        labelled
      />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Photo of Shalimar by Guerlain');
    expect(img.getAttribute('width')).toBe('120');
  });

  it('draws the perfume’s own flacon when it has no photograph, or when it fails to load', () => {
    const failing = render(<PerfumeVisual perfume={{ ...shalimar, imageUrl: '/p/missing.png' }} />);
    fireEvent.error(failing.container.querySelector('img')!);
    expect(failing.container.querySelector('img')).toBeNull();
    const drawing = failing.container.querySelector('svg.perfume-picture')!;
    expect(drawing.getAttribute('aria-hidden')).toBe('true');

    // Not the signature ingredient's drawing any more: Shalimar and Trésor each have their own.
    const other = render(<PerfumeVisual perfume={tresor} />);
    expect(other.container.querySelector('img')).toBeNull();
    expect(other.container.querySelector('svg.perfume-picture')!.innerHTML).not.toBe(
      render(<PerfumeVisual perfume={shalimar} />).container.querySelector('svg.perfume-picture')!
        .innerHTML,
    );
  });

  it('gives the drawing a text alternative where it stands as the perfume’s image', () => {
    const { getByRole } = render(<PerfumeVisual perfume={shalimar} size="large" labelled />);
    expect(getByRole('img', { name: 'Illustration of the Shalimar bottle' })).toBeTruthy();
  });
});
