import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './app-route-match';
import { appRoutes } from './app-routes';

describe('matchAppRoute', () => {
  it('finds the route of a plain address, with or without a trailing slash', () => {
    expect(matchAppRoute('/')).toBe(appRoutes.landing);
    expect(matchAppRoute('/houses')).toBe(appRoutes.houses);
    expect(matchAppRoute('/profile/')).toBe(appRoutes.profile);
  });

  it('finds the route of an address with a slug', () => {
    expect(matchAppRoute('/house/guerlain')).toBe(appRoutes.house);
    expect(matchAppRoute('/perfumer/jacques-guerlain')).toBe(appRoutes.perfumer);
  });

  it('knows no other address', () => {
    expect(matchAppRoute('/house')).toBeNull();
    expect(matchAppRoute('/house/')).toBeNull();
    expect(matchAppRoute('/house/guerlain/perfumes')).toBeNull();
    expect(matchAppRoute('/no-such-page')).toBeNull();
  });
});
