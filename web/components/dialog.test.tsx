import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page({
  nested = false,
  notice = false,
  banner = false,
}: {
  nested?: boolean;
  notice?: boolean;
  banner?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <header>
        <a href="/elsewhere">Elsewhere</a>
      </header>
      <div className="notification-region" role="status">
        {notice && <a href="/profile">See my profile</a>}
      </div>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {open && (
          <Dialog labelledBy="title" onClose={() => setOpen(false)}>
            <h2 id="title">A dialog</h2>
            <button type="button">First</button>
            <a href="/x">Middle</a>
            {nested && (
              <button type="button" onClick={() => setInner(true)}>
                Nested
              </button>
            )}
            <button type="button" onClick={() => setOpen(false)}>
              Last
            </button>
            {inner && (
              <Dialog labelledBy="inner" onClose={() => setInner(false)}>
                <h3 id="inner">Inner</h3>
                <button type="button">Inside</button>
              </Dialog>
            )}
          </Dialog>
        )}
      </main>
      {banner && (
        <section data-above-dialogs aria-label="Your privacy">
          <button type="button">Reject all</button>
        </section>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'A dialog' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.documentElement.classList.contains('has-open-dialog')).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.classList.contains('has-open-dialog')).toBe(false);
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Last');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Last');
  });

  it('lets Tab reach the notification bar after its last stop, then come back', async () => {
    const user = userEvent.setup();
    render(<Page notice />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Last');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('See my profile');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('See my profile');
  });

  it('goes from the focused dialog itself to its last stop with Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement?.getAttribute('role')).toBe('dialog');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Last');
  });

  it('makes the rest of the page inert, except the notification region', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.querySelector('header')!.inert).toBe(true);
    expect(screen.getByRole('button', { name: 'Open', hidden: true }).inert).toBe(true);
    expect((document.querySelector('.notification-region') as HTMLElement).inert).toBe(false);
    await user.keyboard('{Escape}');
    expect(document.querySelector('header')!.inert).toBe(false);
    expect(screen.getByRole('button', { name: 'Open' }).inert).toBe(false);
  });

  it('nests: the inner dialog closes first and the outer one comes back to life', async () => {
    const user = userEvent.setup();
    render(<Page nested />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const nestedButton = screen.getByRole('button', { name: 'Nested' });
    await user.click(nestedButton);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'First', hidden: true }).inert).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeTruthy();
    expect(document.activeElement).toBe(nestedButton);
    expect(screen.getByRole('button', { name: 'First' }).inert).toBe(false);
  });

  it('closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('.dialog-backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves what sits above dialogs (the cookie banner) usable and in the Tab cycle', async () => {
    const user = userEvent.setup();
    render(<Page banner />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const banner = screen.getByRole('region', { name: 'Your privacy' });
    expect(banner.inert).toBe(false);
    expect(document.querySelector('header')!.inert).toBe(true);
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Reject all');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeTruthy();
  });
});
