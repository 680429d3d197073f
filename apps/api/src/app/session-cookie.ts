import fastifyCookie from '@fastify/cookie';
import { SESSION_TTL_DAYS } from '@kasuwa/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../modules/auth/tokens';
import { replyError } from '../platform/http/json';
import type { SessionCookie } from '../platform/graphql/context';

/** The web app's session: an httpOnly cookie script cannot read, so a script injected into a page cannot steal it. */
export const SESSION_COOKIE = 'kasuwa_session';
/** Browsers may only send this header after a CORS preflight, which other origins do not pass. */
export const CSRF_HEADER = 'x-kasuwa-csrf';

/** Content types a page of another site can POST without a preflight (an HTML form can send them). */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * Reads the session from `Authorization: Bearer` (other clients, the existing contract) or else
 * from the cookie. A cookie-borne request that another site's form could have sent (any method
 * but GET/HEAD/OPTIONS with a form content type, or none) must carry X-Kasuwa-CSRF, or it is
 * refused: the same rule as graphql-yoga's CSRF prevention, applied to every route (uploads and
 * spreadsheet imports are multipart), in one place.
 */
export async function sessionCookies(app: FastifyInstance, options: { secure: boolean }) {
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    if (bearerToken(request.headers.authorization) || !request.cookies[SESSION_COOKIE]) return;
    if (request.headers[CSRF_HEADER] !== undefined) return;
    const type = request.headers['content-type'];
    if (type === undefined || FORM_CONTENT_TYPE.test(type)) {
      return replyError(reply, 403, `This request needs the ${CSRF_HEADER} header.`);
    }
  });
  return {
    tokenOf: (request: FastifyRequest): string | null =>
      bearerToken(request.headers.authorization) ?? request.cookies[SESSION_COOKIE] ?? null,
    cookieFor: (reply: FastifyReply): SessionCookie => ({
      start: (token) =>
        void reply.setCookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure,
          path: '/',
          maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
        }),
      end: () => void reply.clearCookie(SESSION_COOKIE, { path: '/' }),
    }),
  };
}
