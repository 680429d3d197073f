import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger';
import { SIGN_UP, uniqueEmail } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** What a stack trace looks like in an answer: "    at fn (file:line)" or a path into the code. */
const STACK = /\n\s+at \S|node_modules|\/src\/|"stack"/;

let app: TestApp;
let logged = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  });
  app = await startTestApp({ logger: createLogger('debug', stream) });
});
afterAll(() => app.stop());

/** Sends bytes as they are, the way an attacker's client would, and returns the raw answer. */
function rawRequest(requestLine: string, headers = '', body = ''): Promise<{ status: number; text: string }> {
  const { port, hostname } = new URL(app.url);
  const length = body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '';
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: shop.test\r\nConnection: close\r\n${headers}${length}\r\n${body}`),
    );
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), text }));
  });
}

describe('answers to malformed requests', () => {
  it.each([
    ['GET http://evil/healthz HTTP/1.1', '', '', 200],
    ['GET http://evil/graphql?query=%7B__typename%7D HTTP/1.1', '', '', 200],
    ['GET /%E0%A4%A HTTP/1.1', '', '', 400],
    ['GET /graphql?query=%7B__typename%7D&variables=notjson HTTP/1.1', '', '', 400],
    ['GET /graphql?query=%7B__typename%7D&extensions=%7B HTTP/1.1', '', '', 400],
    ['POST /graphql HTTP/1.1', 'Content-Type: application/json\r\n', '{"query":', 400],
    ['POST /graphql HTTP/1.1', 'Content-Type: application/json; charset=latin9\r\n', '{}', 400],
    ['POST /graphql HTTP/1.1', 'Content-Type: application/json\r\nContent-Encoding: gzip\r\n', 'xx', 400],
  ])('%s %s answers %i without a stack trace', async (line, headers, body, status) => {
    const answer = await rawRequest(line, headers, body);
    expect(answer.status).toBe(status);
    expect(answer.text).not.toMatch(STACK);
  });

  it('answers an absolute-URI request line for the web app without a server error', async () => {
    const answer = await rawRequest('GET http://evil/ HTTP/1.1');
    // No web build in tests: 503 "not built yet", never 500.
    expect([200, 503]).toContain(answer.status);
    expect(answer.text).not.toMatch(STACK);
  });
});

describe('a failing query', () => {
  it('answers "Unexpected error." without a stack, and logs no parameter values', async () => {
    const email = uniqueEmail('leak');
    await app.database.db.execute(sql`alter table users rename to users_away`);
    try {
      const res = await app.gql(SIGN_UP, {
        input: { email, name: 'Ada', password: 'Harmattan@2026', confirmPassword: 'Harmattan@2026' },
      });
      expect(res.errors).toEqual([
        { message: 'Unexpected error.', path: ['signUp'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
    } finally {
      await app.database.db.execute(sql`alter table users_away rename to users`);
    }
    expect(logged).toContain('unexpected error in a GraphQL operation');
    expect(logged).toContain('users');
    expect(logged).not.toContain(email.split('@')[0]);
    expect(logged).not.toContain('Harmattan');
    expect(logged).not.toContain('params');
  });

  it('logs request paths without their query strings (a reset link carries a token there)', async () => {
    await fetch(`${app.url}/healthz?token=f00dfeed-secret`);
    expect(logged).toContain('"url":"/healthz"');
    expect(logged).not.toContain('f00dfeed');
  });
});
