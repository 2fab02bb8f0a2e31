import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import topology from 'world-atlas/countries-110m.json';
import { WorldMap } from './world-map';
import { worldFeatures, type MapCountry } from './world-map-layout';

const world = worldFeatures(topology);
const origins: MapCountry[] = [
  { id: '450', code: 'MG', name: 'Madagascar', lat: -18.8, long: 46.9 },
  { id: '484', code: 'MX', name: 'Mexique', lat: 23.6, long: -102.5 },
  { id: '258', code: 'PF', name: 'Polynésie française', lat: -17.7, long: -149.4 },
];
const describe_ = (c: MapCountry) => `${c.name} : la montrer sur la carte`;

describe('WorldMap', () => {
  it('draws the countries, highlights the given ones and lists them as its text alternative', () => {
    const { container } = render(
      <WorldMap
        world={world}
        countries={origins}
        color="#C8782E"
        label="D’où vient la vanille"
        describe={describe_}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'D’où vient la vanille' });
    const drawing = container.querySelector('svg')!;
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    expect(drawing.querySelectorAll('.world-map__land path').length).toBeGreaterThan(170);
    const highlighted = [...drawing.querySelectorAll('.world-map__country-shape')];
    expect(highlighted.map((g) => g.getAttribute('data-country'))).toEqual(['MG', 'MX', 'PF']);
    // French Polynesia is too small for this map: a dot marks it.
    expect(highlighted[2]!.querySelector('path')).toBeNull();
    expect(highlighted[2]!.querySelector('circle')).not.toBeNull();
    const buttons = within(figure).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Madagascar',
      'Mexique',
      'Polynésie française',
    ]);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Madagascar : la montrer sur la carte');
  });

  it('points a country out from the keyboard, and moves along the list with the arrows', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <WorldMap
        world={world}
        countries={origins}
        color="#C8782E"
        label="Map"
        describe={(c) => c.name}
      />,
    );
    const ring = () => container.querySelector('.world-map__ring');
    expect(ring()).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Madagascar' }));
    await user.keyboard('{ArrowDown}');
    const mexico = screen.getByRole('button', { name: 'Mexique' });
    expect(document.activeElement).toBe(mexico);
    await user.keyboard('{Enter}');
    expect(mexico.getAttribute('aria-pressed')).toBe('true');
    expect(ring()?.getAttribute('data-country')).toBe('MX');
    await user.keyboard('{End}');
    await user.keyboard(' ');
    expect(ring()?.getAttribute('data-country')).toBe('PF');
    expect(mexico.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard(' ');
    expect(ring()).toBeNull();
  });

  it('says why the drawing is missing, and still lists the countries', () => {
    render(
      <WorldMap
        world={undefined}
        countries={origins}
        color="#C8782E"
        label="Map"
        describe={(c) => c.name}
        message="Loading the map…"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the map…');
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
