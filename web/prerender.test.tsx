import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

// The server's renderer of first frames (ADR 036): what a visitor sees before the app has run.

const config = { socialUrl: null };

describe('renderPage', () => {
  it("draws the landing in the visitor's language, with nothing the CSP would refuse", async () => {
    const english = await renderPage('/', 'en', config);
    expect(english).toContain('The fragrance encyclopedia');
    expect(english).not.toMatch(/<script|<template|<title/);
    const french = await renderPage('/', 'fr', config);
    expect(french).toContain('L’encyclopédie du parfum');
  });

  it('draws a lazy screen whole, its texts included, however long it is', async () => {
    const howto = await renderPage('/howto', 'es', config);
    expect(howto).toContain('<h1 class="page-frame__title">');
    expect(howto).not.toMatch(/<script|<template/);
    expect(howto).not.toContain('[howto.');
  });

  it("draws the legal texts themselves, with the operator's details", async () => {
    const terms = await renderPage('/legal/terms', 'en', {
      socialUrl: null,
      company: { company: 'Maison Test', address: '1 rue Test', privacyEmail: 'p@test.example' },
    });
    expect(terms).toContain('Maison Test');
    expect(terms).not.toContain('Loading the text');
  });

  it('draws the screens that wait for data in their loading state', async () => {
    const profile = await renderPage('/profile', 'en', config);
    expect(profile).toContain('Loading your profile');
    const notFound = await renderPage('/no/such/page', 'en', config);
    expect(notFound).toContain('Page not found');
  });
});
