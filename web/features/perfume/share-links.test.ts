import { describe, expect, it } from 'vitest';
import { perfumeShareUrl, shareLinks } from './share-links';

const url = perfumeShareUrl('https://sillage.example/', 3004);
const texts = {
  text: 'Shalimar by Guerlain, on Sillage',
  mailSubject: 'Shalimar by Guerlain',
  mailBody: 'I found this perfume on Sillage:',
};

describe('perfumeShareUrl', () => {
  it('is the absolute address of the perfume on the explore-by-name page', () => {
    expect(url).toBe('https://sillage.example/explore/by-name?selection=3004');
    expect(perfumeShareUrl('http://127.0.0.1:3210', 7004)).toBe(
      'http://127.0.0.1:3210/explore/by-name?selection=7004',
    );
  });
});

describe('shareLinks', () => {
  const links = shareLinks(url, texts);
  const encoded = encodeURIComponent(url);

  it('opens the Facebook sharer with the link', () => {
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });

  it('opens an X post with the link and the text', () => {
    const parsed = new URL(links.x);
    expect(parsed.origin + parsed.pathname).toBe('https://twitter.com/intent/tweet');
    expect(parsed.searchParams.get('url')).toBe(url);
    expect(parsed.searchParams.get('text')).toBe(texts.text);
  });

  it('opens WhatsApp with the text followed by the link', () => {
    const parsed = new URL(links.whatsapp);
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/');
    expect(parsed.searchParams.get('text')).toBe(`${texts.text} ${url}`);
  });

  it('writes an e-mail with a subject and the link in the body', () => {
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Shalimar by Guerlain');
    expect(params.get('body')).toBe(`I found this perfume on Sillage:\n${url}`);
    // Spaces as %20, not +: mail clients do not read + as a space.
    expect(links.email).not.toContain('+');
  });

  it('encodes texts that contain reserved characters', () => {
    const tricky = shareLinks(url, { ...texts, text: 'Eau & Co #1 ?' });
    expect(new URL(tricky.x).searchParams.get('text')).toBe('Eau & Co #1 ?');
  });
});
