import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import {
  HistoryStack,
  decideQueryNavigation,
  historyStack,
  parseQuery,
  sameQuery,
  serializeQuery,
  useHistoryTracking,
  useQueryNavigator,
  type QueryState,
} from './url-query';

describe('serializeQuery', () => {
  it('writes scalars and arrays with unencoded brackets', () => {
    expect(serializeQuery({ selection: [3, 5], query: true })).toBe(
      'selection[]=3&selection[]=5&query=true',
    );
  });

  it('drops null and undefined values, and null array items', () => {
    expect(serializeQuery({ a: null, b: undefined, c: 0, d: [null, 1], e: [] })).toBe('c=0&d[]=1');
    expect(serializeQuery({ a: null })).toBe('');
  });

  it('encodes keys and values but not the brackets', () => {
    expect(serializeQuery({ 'q x': 'a&b=c é', ids: ['1/2'] })).toBe(
      'q%20x=a%26b%3Dc%20%C3%A9&ids[]=1%2F2',
    );
  });
});

describe('parseQuery', () => {
  it('reads arrays from key[] and scalars as strings', () => {
    expect(parseQuery('?selection[]=3&selection[]=5&query=true')).toEqual({
      selection: ['3', '5'],
      query: 'true',
    });
  });

  it('accepts encoded brackets and decodes values', () => {
    expect(parseQuery('selection%5B%5D=3&q=a%26b%20c')).toEqual({ selection: ['3'], q: 'a&b c' });
  });

  it('round-trips with serializeQuery', () => {
    const state: QueryState = { selection: ['3', '5'], mode: 'list', empty: null };
    expect(parseQuery(serializeQuery(state))).toEqual({ selection: ['3', '5'], mode: 'list' });
  });

  it('compares queries whatever their order or encoding', () => {
    expect(sameQuery('?a=1&b[]=2', 'b%5B%5D=2&a=1')).toBe(true);
    expect(sameQuery('b[]=2&b[]=3', 'b[]=3&b[]=2')).toBe(false);
    expect(sameQuery('', '?')).toBe(true);
  });
});

describe('HistoryStack and decideQueryNavigation', () => {
  it('pushes, then goes back when the new query equals the previous entry', () => {
    const stack = new HistoryStack();
    stack.sync('POP', { key: 'a', pathname: '/p', search: '' });
    expect(decideQueryNavigation(stack, '/p', '', 'x=1')).toBe('push');
    stack.sync('PUSH', { key: 'b', pathname: '/p', search: '?x=1' });
    expect(decideQueryNavigation(stack, '/p', '?x=1', '')).toBe('back');
    expect(decideQueryNavigation(stack, '/p', '?x=1', 'x=2')).toBe('push');
    expect(decideQueryNavigation(stack, '/p', '?x=1', 'x=1')).toBe('none');
  });

  it('does not go back to another page with the same query', () => {
    const stack = new HistoryStack();
    stack.sync('POP', { key: 'a', pathname: '/home', search: '' });
    stack.sync('PUSH', { key: 'b', pathname: '/p', search: '?x=1' });
    expect(decideQueryNavigation(stack, '/p', '?x=1', '')).toBe('push');
  });

  it('follows back, forward and replace', () => {
    const stack = new HistoryStack();
    stack.sync('POP', { key: 'a', pathname: '/p', search: '' });
    stack.sync('PUSH', { key: 'b', pathname: '/p', search: '?x=1' });
    stack.sync('PUSH', { key: 'c', pathname: '/p', search: '?x=2' });
    stack.sync('POP', { key: 'b', pathname: '/p', search: '?x=1' });
    expect(stack.previous()?.key).toBe('a');
    stack.sync('POP', { key: 'c', pathname: '/p', search: '?x=2' });
    expect(stack.previous()?.key).toBe('b');
    stack.sync('REPLACE', { key: 'd', pathname: '/p', search: '?x=3' });
    expect(stack.previous()?.key).toBe('b');
    stack.sync('POP', { key: 'unknown', pathname: '/q', search: '' });
    expect(stack.previous()).toBeUndefined();
  });
});

function Probe({ states }: { states: Record<string, QueryState> }) {
  useHistoryTracking();
  const write = useQueryNavigator();
  const location = useLocation();
  const kind = useNavigationType();
  return (
    <div>
      <output data-testid="url">{location.pathname + location.search}</output>
      <output data-testid="key">{location.key}</output>
      <output data-testid="kind">{kind}</output>
      {Object.entries(states).map(([label, state]) => (
        <button key={label} type="button" onClick={() => write(state)}>
          {label}
        </button>
      ))}
    </div>
  );
}

describe('useQueryNavigator', () => {
  beforeEach(() => {
    historyStack.reset();
  });

  it('pushes a new entry, and goes back when returning to the previous query', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/explore/by-ingredients']}>
        <Probe
          states={{
            one: { selection: [3], query: null },
            two: { selection: [3, 5] },
            none: { selection: [] },
          }}
        />
      </MemoryRouter>,
    );
    const url = () => screen.getByTestId('url').textContent;
    const key = () => screen.getByTestId('key').textContent;
    const kind = () => screen.getByTestId('kind').textContent;
    const firstKey = key();

    await user.click(screen.getByRole('button', { name: 'one' }));
    expect(url()).toBe('/explore/by-ingredients?selection[]=3');
    expect(kind()).toBe('PUSH');
    const oneKey = key();

    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(url()).toBe('/explore/by-ingredients?selection[]=3&selection[]=5');
    expect(kind()).toBe('PUSH');

    // Back to the previous entry's query: history -1, not a third entry.
    await user.click(screen.getByRole('button', { name: 'one' }));
    expect(url()).toBe('/explore/by-ingredients?selection[]=3');
    expect(kind()).toBe('POP');
    expect(key()).toBe(oneKey);

    await user.click(screen.getByRole('button', { name: 'none' }));
    expect(url()).toBe('/explore/by-ingredients');
    expect(kind()).toBe('POP');
    expect(key()).toBe(firstKey);

    // Nothing before the first entry is known: a change pushes again.
    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(url()).toBe('/explore/by-ingredients?selection[]=3&selection[]=5');
    expect(kind()).toBe('PUSH');
  });

  it('does nothing when the query does not change', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/p?selection[]=3']}>
        <Probe states={{ same: { selection: ['3'] } }} />
      </MemoryRouter>,
    );
    const before = screen.getByTestId('key').textContent;
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'same' }));
    });
    expect(screen.getByTestId('key').textContent).toBe(before);
    expect(screen.getByTestId('kind').textContent).toBe('POP');
  });
});

describe('HistoryStack.stepsBackTo', () => {
  it('finds an earlier entry of the same page, not beyond another page', () => {
    const stack = new HistoryStack();
    stack.sync('POP', { key: 'a', pathname: '/home', search: '' });
    stack.sync('PUSH', { key: 'b', pathname: '/p', search: '?q=1' });
    stack.sync('PUSH', { key: 'c', pathname: '/p', search: '?q=1&s=2' });
    stack.sync('PUSH', { key: 'd', pathname: '/p', search: '?q=1&s=2&t=3' });
    expect(stack.stepsBackTo('/p', 'q=1')).toBe(2);
    expect(stack.stepsBackTo('/p', 's=2&q=1')).toBe(1);
    expect(stack.stepsBackTo('/p', '')).toBeNull();
    expect(stack.stepsBackTo('/p', 'q=9')).toBeNull();
  });
});

describe('useQueryNavigator options', () => {
  beforeEach(() => {
    historyStack.reset();
  });

  it('replaces the current entry', async () => {
    const user = userEvent.setup();
    function Typing() {
      useHistoryTracking();
      const write = useQueryNavigator();
      const location = useLocation();
      return (
        <div>
          <output data-testid="url">{location.pathname + location.search}</output>
          <output data-testid="key">{location.key}</output>
          <output data-testid="kind">{useNavigationType()}</output>
          <button type="button" onClick={() => write({ query: 'rose' }, { replace: true })}>
            typed
          </button>
        </div>
      );
    }
    render(
      <MemoryRouter initialEntries={['/p']}>
        <Typing />
      </MemoryRouter>,
    );
    const before = screen.getByTestId('key').textContent;
    await user.click(screen.getByRole('button', { name: 'typed' }));
    expect(screen.getByTestId('url').textContent).toBe('/p?query=rose');
    expect(screen.getByTestId('kind').textContent).toBe('REPLACE');
    expect(screen.getByTestId('key').textContent).not.toBe(before);
  });

  it('goes back several steps to an earlier entry of the page with lookBack', async () => {
    const user = userEvent.setup();
    function Steps() {
      useHistoryTracking();
      const write = useQueryNavigator();
      const location = useLocation();
      return (
        <div>
          <output data-testid="url">{location.pathname + location.search}</output>
          <output data-testid="kind">{useNavigationType()}</output>
          <button type="button" onClick={() => write({ q: 1, s: 2 })}>
            open
          </button>
          <button type="button" onClick={() => write({ q: 1, s: 2, t: 3 })}>
            deeper
          </button>
          <button type="button" onClick={() => write({ q: 1 }, { lookBack: true })}>
            close
          </button>
        </div>
      );
    }
    render(
      <MemoryRouter initialEntries={['/p?q=1']}>
        <Steps />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'deeper' }));
    expect(screen.getByTestId('url').textContent).toBe('/p?q=1&s=2&t=3');
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByTestId('url').textContent).toBe('/p?q=1');
    expect(screen.getByTestId('kind').textContent).toBe('POP');
  });
});
