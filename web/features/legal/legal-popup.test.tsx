import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing';
import { setLanguage } from '../../lib/i18n';

const company = {
  company: 'Acme Perfumes S.A.',
  address: 'Via Laietana 1, 08003 Barcelona, Spain',
  privacyEmail: 'dpo@acme.example',
};

// The first test loads the popup's module and the texts for the first time: allow for it.
const firstLoad = { timeout: 15_000 };

describe('legal popup', () => {
  it('opens from the address on the asked tab, with the operator’s company filled in', async () => {
    renderApp('/signup?showLegal=true&legalTab=privacy', { socialUrl: null, company });
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and policies' }, firstLoad);
    const tab = within(dialog).getByRole('tab', { name: 'Privacy' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'Privacy' });
    expect(await within(panel).findByRole('heading', { name: '1. Our commitments' })).toBeTruthy();
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(11);
    expect(panel.textContent).toContain('Acme Perfumes S.A., a fragrance company');
    expect(
      within(panel).getAllByRole('link', { name: 'dpo@acme.example' })[0]!.getAttribute('href'),
    ).toBe('mailto:dpo@acme.example');
    expect(panel.textContent).not.toMatch(/[{}]/);
  });

  it('opens on the terms when no tab is named, and closing removes its parameters', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/explore/by-name?query=rose&showLegal=true');
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and policies' });
    const panel = within(dialog).getByRole('tabpanel', { name: 'Terms of use' });
    expect(await within(panel).findAllByRole('heading', { level: 3 })).toHaveLength(10);

    await user.click(within(dialog).getByRole('button', { name: 'Close the legal texts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/explore/by-name');
    expect(router.state.location.search).toBe('?query=rose');
  });

  it('opens from the burger’s legal group, switches tabs with the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/howto');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Cookies and policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and policies' });
    await within(dialog).findByText('accepted_cookies');
    expect(router.state.location.search).toBe('?showLegal=true&legalTab=cookies');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Cookies' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Privacy' }));
    await waitFor(() => expect(router.state.location.search).toContain('legalTab=privacy'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(dialog).getByRole('tabpanel', { name: 'Privacy' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/howto');
    expect(router.state.location.search).toBe('');
  });

  it('shows the text in the visitor’s language and follows a language switch', async () => {
    await setLanguage('fr');
    renderApp('/?showLegal=true&legalTab=terms');
    const dialog = await screen.findByRole('dialog', { name: 'Cookies et politiques' });
    expect(
      await within(dialog).findByRole('heading', {
        name: '10. Droit applicable et juridiction compétente',
      }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('tribunaux de Barcelone');
    await setLanguage('es');
    expect(
      await within(dialog).findByRole('heading', {
        name: '10. Legislación aplicable y jurisdicción',
      }),
    ).toBeTruthy();
  });

  it('is opened by the footer links on their tab', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('navigation', { name: 'Legal information' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms of use', 'Privacy policy', 'Cookie policy', 'How it works', 'Contact']);
    await user.click(within(footer).getByRole('link', { name: 'Privacy policy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Privacy' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});

describe('legal pages', () => {
  it.each([
    ['/legal/terms', 'Terms of use', 10],
    ['/legal/privacy', 'Privacy policy', 11],
    ['/legal/cookies', 'Cookie policy', 8],
  ])('%s shows its text as a page', async (url, title, sections) => {
    renderApp(url);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(sections);
    const others = screen.getByRole('navigation', { name: 'Other legal texts' });
    expect(within(others).getAllByRole('link')).toHaveLength(2);
  });
});
