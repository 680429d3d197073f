import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { CSRF_HEADER, SESSION_COOKIE } from './session-cookie';

const LOG_IN = `mutation($email: String!, $password: String!) { logIn(logInInput: { email: $email, password: $password }) { token user { id } } }`;
const ME = `query { me { id } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The session cookie a response sets, as `name=value`, with its attributes. */
function sessionCookieOf(res: Response): { pair: string; attributes: string } {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie was set');
  const [pair = '', ...rest] = header.split(';');
  return { pair, attributes: rest.join(';').toLowerCase() };
}

async function logInWithCookie(email: string) {
  const res = await post({ query: LOG_IN, variables: { email, password: PASSWORD } });
  const body = (await res.json()) as { data: { logIn: { token: string; user: { id: string } } } };
  return { cookie: sessionCookieOf(res), userId: body.data.logIn.user.id, token: body.data.logIn.token };
}

const pngForm = async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#047857' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
  return form;
};

describe('the session cookie', () => {
  it('is set by logIn: httpOnly, SameSite=Lax, for the whole site, not Secure over plain http', async () => {
    const email = uniqueEmail('cookie');
    await signUp(app, email);
    const { cookie, token } = await logInWithCookie(email);
    expect(cookie.pair).toBe(`${SESSION_COOKIE}=${token}`);
    expect(cookie.attributes).toContain('httponly');
    expect(cookie.attributes).toContain('samesite=lax');
    expect(cookie.attributes).toContain('path=/');
    expect(cookie.attributes).toMatch(/max-age=2592000/);
    expect(cookie.attributes).not.toContain('secure');
  });

  it('signs the browser in; logOut ends the session and clears the cookie', async () => {
    const email = uniqueEmail('cookieout');
    await signUp(app, email);
    const { cookie, userId } = await logInWithCookie(email);
    const me = (await (await post({ query: ME }, { cookie: cookie.pair })).json()) as { data: { me: { id: string } } };
    expect(me.data.me.id).toBe(userId);

    const out = await post({ query: `mutation { logOut(id: "${userId}") { message } }` }, { cookie: cookie.pair });
    expect(sessionCookieOf(out).pair).toBe(`${SESSION_COOKIE}=`);
    const after = (await (await post({ query: ME }, { cookie: cookie.pair })).json()) as { data: { me: null } };
    expect(after.data.me).toBeNull();
  });

  it('is Secure when the public address is https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://kasuwa.example.ng' });
    try {
      const email = uniqueEmail('secure');
      await signUp(secure, email);
      const res = await fetch(`${secure.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LOG_IN, variables: { email, password: PASSWORD } }),
      });
      expect(sessionCookieOf(res).attributes).toContain('secure');
    } finally {
      await secure.stop();
    }
  });
});

describe('cross-site request forgery', () => {
  it('a cookie-borne form post (an upload another site could send) needs the CSRF header', async () => {
    const email = uniqueEmail('csrf');
    await signUp(app, email);
    const { cookie, token } = await logInWithCookie(email);
    const forged = await fetch(`${app.url}/upload`, {
      method: 'POST',
      body: await pngForm(),
      headers: { cookie: cookie.pair },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      `This request needs the ${CSRF_HEADER} header.`,
    );
    const fromTheApp = await fetch(`${app.url}/upload`, {
      method: 'POST',
      body: await pngForm(),
      headers: { cookie: cookie.pair, [CSRF_HEADER]: '1' },
    });
    expect(fromTheApp.status).toBe(201);
    // A bearer token cannot be sent by another site's form: no header needed.
    const bearer = await fetch(`${app.url}/upload`, {
      method: 'POST',
      body: await pngForm(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(201);
  });

  it('a cookie-borne GraphQL form post is refused; JSON (which needs a preflight) is not', async () => {
    const email = uniqueEmail('csrfgql');
    await signUp(app, email);
    const { cookie, userId } = await logInWithCookie(email);
    const form = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { cookie: cookie.pair, 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent(`mutation { logOut(id: "${userId}") { message } }`)}`,
    });
    expect(form.status).toBe(403);
    const me = (await (await post({ query: ME }, { cookie: cookie.pair })).json()) as { data: { me: { id: string } } };
    expect(me.data.me.id).toBe(userId);
  });
});
