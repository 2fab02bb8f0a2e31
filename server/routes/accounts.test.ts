import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesChangeResponseSchema, profileResponseSchema } from '../../common/api/accounts';
import { perfumeSchema } from '../../common/api/catalog';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { SESSION_COOKIE } from '../plugins/session';
import { createTestApp, type TestApp } from '../test-support/test-app';

const r = endpointRoutes;

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; message: string; fields?: { path: string; code: string }[] };
  };
  raw: string;
  cookie?: string;
  setCookie: string[];
}

describe('accounts API on a real SQLite database', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function call(
    route: { method: string; path: string },
    options: {
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      query?: string;
    } = {},
  ): Promise<Answer> {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: `${route.path}${options.query ?? ''}`,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      headers: {
        ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
        ...options.headers,
      },
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const value = session?.split(';')[0]!.split('=')[1];
    return {
      status: res.statusCode,
      body: res.body ? res.json() : {},
      raw: res.body,
      cookie: value || undefined,
      setCookie,
    };
  }

  const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    name: 'Ana',
    password: 'jasmin sambac 1',
    passwordCheck: 'jasmin sambac 1',
    privacyPolicyAccepted: true,
    termsAccepted: true,
    ...extra,
  });

  const perfumeId = (name: string) => t.catalog.index.perfumes.find((p) => p.name === name)!.id;

  it('signs up, sets an httpOnly SameSite=Lax session cookie and answers the empty profile', async () => {
    const res = await call(r.signup, { body: signupBody('Ana@Example.com ') });
    expect(res.status, res.raw).toBe(200);
    const profile = profileResponseSchema.parse(res.body);
    expect(profile.account).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      hasPassword: true,
      emailVerified: false,
    });
    expect(profile.favoritePerfumes).toEqual([]);
    const cookie = res.setCookie.find((c) => c.startsWith(SESSION_COOKIE))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Expires|Max-Age/i);
    expect(res.raw).not.toContain('jasmin');
    expect(res.raw).not.toContain('argon2');

    const me = await call(r.profile, { cookie: res.cookie });
    expect((me.body.account as { email: string }).email).toBe('ana@example.com');
  });

  it('refuses a second account with the verified address of another, whatever its case', async () => {
    // Only a verified address is held (docs/decisions/038): Ana confirms hers first.
    const link = new URL(/https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0]);
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token');
    expect((await call(r.verifyEmail, { body: { token } })).body).toEqual({ state: 'verified' });
    const res = await call(r.signup, { body: signupBody('ANA@example.com') });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'email_taken',
      fields: [{ path: 'email', code: 'taken' }],
    });
    expect(res.cookie).toBeUndefined();
  });

  it('names each missing or wrong field of a sign-up with a stable code', async () => {
    const res = await call(r.signup, {
      body: { email: 'not-an-address', name: '', password: 12, termsAccepted: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.error!.code).toBe('invalid_parameter');
    const fields = Object.fromEntries(res.body.error!.fields!.map((f) => [f.path, f.code]));
    expect(fields).toEqual({
      email: 'invalid_email',
      name: 'required',
      password: 'required',
      termsAccepted: 'required',
    });
    const mismatch = await call(r.signup, {
      body: signupBody('bo@example.com', { passwordCheck: 'other' }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error!.fields).toEqual([{ path: 'passwordCheck', code: 'mismatch' }]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: r.signup.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('bad_request');
  });

  it('refuses a new password that is too short, too long, common or built on the name (ADR 037)', async () => {
    const cases: [string, string][] = [
      ['1234567', 'too_short'],
      ['x'.repeat(129), 'too_long'],
      ['password', 'too_common'],
      ['azerty123', 'too_common'],
      ['evaperon1952', 'personal'],
      ['azertyuiop', 'weak'],
    ];
    for (const [password, code] of cases) {
      const res = await call(r.signup, {
        body: signupBody('eva.peron@example.com', {
          name: 'Eva',
          surname: 'Peron',
          password,
          passwordCheck: password,
        }),
      });
      expect(res.status, password).toBe(400);
      expect(res.body.error!.code).toBe('invalid_parameter');
      expect(res.body.error!.fields, password).toEqual([{ path: 'password', code }]);
      // The answer never repeats the password (the word itself is the field's name).
      if (password !== 'password') expect(res.raw).not.toContain(password.slice(0, 8));
      expect(res.cookie).toBeUndefined();
    }
    const strong = await call(r.signup, {
      body: signupBody('eva.peron@example.com', {
        name: 'Eva',
        password: 'neroli under the rain',
        passwordCheck: 'neroli under the rain',
      }),
    });
    expect(strong.status, strong.raw).toBe(200);
  });

  it('logs in with any password an older account may have, up to 256 characters', async () => {
    const tooLong = await call(r.login, {
      body: { user: 'long@example.com', password: 'x'.repeat(257) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error!.fields).toEqual([{ path: 'password', code: 'too_long' }]);
    for (const password of ['a', 'password', 'x'.repeat(256)]) {
      const res = await call(r.login, { body: { user: 'nobody-here@example.com', password } });
      expect(res.status, password).toBe(401);
    }
  });

  it('logs in with the right password only, with one message for every failure', async () => {
    await call(r.signup, { body: signupBody('cleo@example.com') });
    const wrong = await call(r.login, { body: { user: 'cleo@example.com', password: 'nope' } });
    const unknown = await call(r.login, { body: { user: 'nobody@example.com', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error!.code).toBe('invalid_credentials');
    const missing = await call(r.login, { body: { user: 'cleo@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error!.fields).toEqual([{ path: 'password', code: 'required' }]);

    const ok = await call(r.login, {
      body: { user: ' CLEO@example.com', password: 'jasmin sambac 1', remember: true },
    });
    expect(ok.status).toBe(200);
    const cookie = ok.setCookie.find((c) => c.startsWith(SESSION_COOKIE))!;
    // Remember-me: a cookie that outlives the browser, for 30 days.
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires.getTime() - clock.getTime()).toBeCloseTo(30 * 24 * 3600 * 1000, -5);
  });

  it('gives a new session token at each login and ends the one the browser had (no fixation)', async () => {
    const body = { user: 'cleo@example.com', password: 'jasmin sambac 1' };
    const first = await call(r.login, { body });
    const second = await call(r.login, { body, cookie: first.cookie });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await call(r.profile, { cookie: first.cookie })).body.account).toBeNull();
    expect((await call(r.profile, { cookie: second.cookie })).body.account).not.toBeNull();
  });

  it('refuses the 6th login attempt for an address within a minute', async () => {
    const body = { user: 'limit@example.com', password: 'x' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(r.login, { body })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await call(r.login, { body });
    expect(refused.body.error!.code).toBe('rate_limited');
  });

  it('logs out: the session no longer opens the profile and the cookie is cleared', async () => {
    const login = await call(r.login, {
      body: { user: 'cleo@example.com', password: 'jasmin sambac 1' },
    });
    const out = await call(r.logout, { cookie: login.cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie.join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await call(r.profile, { cookie: login.cookie })).body.account).toBeNull();
  });

  it('answers an anonymous visitor with no account and empty lists, never cached', async () => {
    const res = await t.app.inject(r.profile.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account: null,
      favoritePerfumes: [],
      ingredients: [],
      dislikedIngredients: [],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps favourites on the server: add in order, ignore repeats and unknown ids, remove', async () => {
    const s = await call(r.signup, { body: signupBody('fav@example.com') });
    const no5 = perfumeId('N°5');
    const shalimar = perfumeId('Shalimar');
    const added = await call(r.addFavourites, {
      cookie: s.cookie,
      body: [{ perfumeId: shalimar, rating: 5 }, { perfumeId: no5 }, { perfumeId: 99_999_999 }],
    });
    expect(added.status, added.raw).toBe(200);
    // A toggle answers the ids and the perfumes just added, not the whole profile.
    const change = favouritesChangeResponseSchema.parse(added.body);
    expect(change.favoritePerfumeIds).toEqual([shalimar, no5]);
    expect(change.added.map((f) => f.perfume.name)).toEqual(['Shalimar', 'N°5']);
    const named = new Set(change.ingredients.map((i) => i.id));
    for (const f of change.added) {
      expect(f.perfume.mainIngredients.length).toBeGreaterThan(2);
      expect(f.perfume.mainIngredients.every((i) => named.has(i.id))).toBe(true);
    }
    await call(r.addFavourites, { cookie: s.cookie, body: [{ perfumeId: no5 }] });
    const removed = await call(r.removeFavourites, { cookie: s.cookie, body: [shalimar] });
    expect(favouritesChangeResponseSchema.parse(removed.body)).toEqual({
      favoritePerfumeIds: [no5],
      added: [],
      ingredients: [],
    });
    // In French, the same favourites in French.
    const fr = await call(r.profile, { cookie: s.cookie, query: '?lang=fr' });
    const family = profileResponseSchema.parse(fr.body).favoritePerfumes[0]!.perfume.family.name;
    expect(family).toMatch(/^[A-ZÉ]/);
  });

  it('lists favourites as the profile shows them: the card and the five main ingredients', async () => {
    const s = await call(r.signup, { body: signupBody('cards@example.com') });
    const shalimar = perfumeId('Shalimar');
    await call(r.addFavourites, { cookie: s.cookie, body: [{ perfumeId: shalimar }] });
    const profile = profileResponseSchema.parse((await call(r.profile, { cookie: s.cookie })).body);
    const [favourite] = profile.favoritePerfumes;
    const whole = perfumeSchema.parse((await t.app.inject(`/api/perfumes/${shalimar}`)).json());
    // The texts the profile does not show stay with the perfume's own answer.
    expect(favourite!.perfume).not.toHaveProperty('description');
    expect(favourite!.perfume).not.toHaveProperty('ingredientProportions');
    expect(favourite!.perfume.name).toBe(whole.name);
    expect(favourite!.perfume.mainIngredients).toEqual(
      [...whole.ingredientProportions]
        .sort((a, b) => b.proportion - a.proportion)
        .slice(0, 5)
        .map((i) => ({ id: i.id, proportion: i.proportion })),
    );
    // Each main ingredient is named once, with its family's colour, as the perfume's answer has it.
    expect(profile.ingredients).toEqual(
      favourite!.perfume.mainIngredients.map((m) => {
        const { ingredient } = whole.ingredientProportions.find((i) => i.id === m.id)!;
        return { id: m.id, name: ingredient.name, familyColor: ingredient.family.color };
      }),
    );
  });

  it('answers a favourite another node added at once, though answers are kept', async () => {
    const s = await call(r.signup, { body: signupBody('nodes@example.com') });
    await call(r.addFavourites, { cookie: s.cookie, body: [{ perfumeId: perfumeId('Shalimar') }] });
    const names = async () =>
      profileResponseSchema
        .parse((await call(r.profile, { cookie: s.cookie })).body)
        .favoritePerfumes.map((f) => f.perfume.name);
    expect(await names()).toEqual(['Shalimar']);
    // Written straight to the database, as a node that shares it would.
    const { account } = profileResponseSchema.parse(
      (await call(r.profile, { cookie: s.cookie })).body,
    );
    await t.ctx.repositories.favourites.add(account!.userId, [
      {
        perfumeId: perfumeId('N°5'),
        rating: 5,
        addedAt: new Date(clock.getTime() + 1000).toISOString(),
      },
    ]);
    expect(await names()).toEqual(['Shalimar', 'N°5']);
    await t.ctx.repositories.favourites.remove(account!.userId, [perfumeId('Shalimar')]);
    expect(await names()).toEqual(['N°5']);
  });

  it('asks for a session to change favourites, and checks the body', async () => {
    const anonymous = await call(r.addFavourites, { body: [{ perfumeId: 1 }] });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error!.code).toBe('unauthorized');
    const s = await call(r.login, {
      body: { user: 'fav@example.com', password: 'jasmin sambac 1' },
    });
    for (const body of [[], [{ perfumeId: 'x' }], { perfumeId: 1 }, ['1']]) {
      const bad = await call(r.addFavourites, { cookie: s.cookie, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const badRemove = await call(r.removeFavourites, { cookie: s.cookie, body: [-1] });
    expect(badRemove.status).toBe(400);
  });

  it('refuses a state-changing request from another site', async () => {
    await call(r.signup, { body: signupBody('cross@example.com') });
    const cross = await call(r.login, {
      body: { user: 'cross@example.com', password: 'jasmin sambac 1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(cross.body.error!.code).toBe('forbidden');
    const fetchSite = await call(r.logout, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchSite.status).toBe(403);
    const same = await call(r.login, {
      body: { user: 'cross@example.com', password: 'jasmin sambac 1' },
      headers: { origin: t.ctx.config.siteOrigin },
    });
    expect(same.status).toBe(200);
  });

  describe('password reset', () => {
    const linkIn = (text: string) => {
      const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
      return {
        token: url.searchParams.get('token')!,
        user: url.searchParams.get('user')!,
        path: url.pathname,
      };
    };

    it('answers the same whether or not the address has an account, and mails only real ones', async () => {
      await call(r.signup, { body: signupBody('dan@example.com', { name: 'Dan' }) });
      const before = t.mails.length;
      const known = await call(r.recoverPassword, {
        body: { user: 'dan@example.com' },
        query: '?lang=fr',
      });
      const unknown = await call(r.recoverPassword, { body: { user: 'ghost@example.com' } });
      // The lookup and the mail happen after the answer.
      await t.ctx.background.settled();
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(t.mails.length).toBe(before + 1);
      const mail = t.mails.at(-1)!;
      expect(mail.to).toBe('dan@example.com');
      expect(mail.subject).toBe('Choisissez un nouveau mot de passe Sillage');
      expect(mail.text).toContain('Bonjour Dan,');
      const link = linkIn(mail.text);
      expect(link.path).toBe('/change-password');
      expect(link.user).toBe('dan@example.com');
      expect(known.raw).not.toContain(link.token);
    });

    it('sets a new password once with the link; the old password and sessions stop working', async () => {
      const session = await call(r.login, {
        body: { user: 'dan@example.com', password: 'jasmin sambac 1' },
      });
      await call(r.recoverPassword, { body: { user: 'dan@example.com' } });
      await t.ctx.background.settled();
      const link = linkIn(t.mails.at(-1)!.text);
      const check = await call(r.checkResetLink, {
        query: `?user=${link.user}&token=${link.token}`,
      });
      expect(check.body).toEqual({ state: 'valid' });

      const done = await call(r.restorePassword, { body: { ...link, password: 'oud and rose' } });
      expect(done.status, done.raw).toBe(200);
      expect((await call(r.profile, { cookie: session.cookie })).body.account).toBeNull();
      expect(
        (await call(r.login, { body: { user: 'dan@example.com', password: 'jasmin sambac 1' } }))
          .status,
      ).toBe(401);
      expect(
        (await call(r.login, { body: { user: 'dan@example.com', password: 'oud and rose' } }))
          .status,
      ).toBe(200);

      const again = await call(r.restorePassword, {
        body: { ...link, password: 'third amber accord' },
      });
      expect(again.status).toBe(400);
      expect(again.body.error!.code).toBe('token_used');
      expect(
        (await call(r.checkResetLink, { query: `?user=${link.user}&token=${link.token}` })).body,
      ).toEqual({ state: 'used' });
    });

    it('refuses a weak new password without using up the link, then takes a strong one', async () => {
      await call(r.recoverPassword, { body: { user: 'dan@example.com' } });
      await t.ctx.background.settled();
      const link = linkIn(t.mails.at(-1)!.text);
      for (const [password, code] of [
        ['short', 'too_short'],
        ['motdepasse', 'too_common'],
        ['dan@example.com', 'personal'],
      ] as const) {
        const res = await call(r.restorePassword, { body: { ...link, password } });
        expect(res.status, password).toBe(400);
        expect(res.body.error!.fields, password).toEqual([{ path: 'password', code }]);
      }
      expect(
        (await call(r.checkResetLink, { query: `?user=${link.user}&token=${link.token}` })).body,
      ).toEqual({ state: 'valid' });
      const done = await call(r.restorePassword, {
        body: { ...link, password: 'vetiver after the storm' },
      });
      expect(done.status, done.raw).toBe(200);
    });

    it('judges a new password only once the link is known to be valid', async () => {
      const made = await call(r.restorePassword, {
        body: { user: 'dan@example.com', token: 'made-up', password: 'motdepasse' },
      });
      expect(made.body.error!.code).toBe('token_invalid');
    });

    it('refuses an expired link and an unknown one', async () => {
      await call(r.recoverPassword, { body: { user: 'dan@example.com' } });
      await t.ctx.background.settled();
      const link = linkIn(t.mails.at(-1)!.text);
      clock = new Date(clock.getTime() + 61 * 60 * 1000);
      const late = await call(r.restorePassword, {
        body: { ...link, password: 'late tuberose night' },
      });
      expect(late.body.error!.code).toBe('token_expired');
      const made = await call(r.restorePassword, {
        body: { ...link, token: 'made-up', password: 'made-up moss and musk' },
      });
      expect(made.body.error!.code).toBe('token_invalid');
      const empty = await call(r.restorePassword, {
        body: { user: 'dan@example.com', password: 'empty oakmoss field' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error!.fields).toEqual([{ path: 'token', code: 'required' }]);
    });
  });

  describe('the rights the privacy policy promises', () => {
    it('exports everything kept about the account as a JSON download', async () => {
      const s = await call(r.signup, { body: signupBody('gdpr@example.com', { name: 'Greta' }) });
      await call(r.addFavourites, {
        cookie: s.cookie,
        body: [{ perfumeId: perfumeId('Shalimar') }],
      });
      const res = await call(r.exportData, { cookie: s.cookie });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        account: {
          email: 'gdpr@example.com',
          name: 'Greta',
          signInWith: { password: true, google: false },
        },
        favourites: [{ name: 'Shalimar', brand: 'Guerlain', rating: 5 }],
      });
      expect(res.raw).not.toMatch(/argon2|jasmin/);
      expect((await call(r.exportData)).status).toBe(401);
    });

    it('deletes the account only with its password, and then nothing of it remains', async () => {
      const s = await call(r.login, {
        body: { user: 'gdpr@example.com', password: 'jasmin sambac 1' },
      });
      const wrong = await call(r.deleteAccount, { cookie: s.cookie, body: { password: 'nope' } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error!.code).toBe('wrong_password');
      const done = await call(r.deleteAccount, {
        cookie: s.cookie,
        body: { password: 'jasmin sambac 1' },
      });
      expect(done.status).toBe(200);
      expect((await call(r.profile, { cookie: s.cookie })).body.account).toBeNull();
      expect(
        (await call(r.login, { body: { user: 'gdpr@example.com', password: 'jasmin sambac 1' } }))
          .status,
      ).toBe(401);
      expect(await t.ctx.repositories.users.findByEmail('gdpr@example.com')).toBeUndefined();
    });
  });

  it('says which social sign-ins are offered: none without their client id and secret', async () => {
    expect((await call(r.socialProviders)).body).toEqual({ google: false, facebook: false });
  });
});
