import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { CREATE_PRODUCT, SIGN_UP, manufacturerAccount, productInput, uniqueEmail } from '../test/fixtures';
import { findUnsafeInput } from '../platform/unsafe-text';
import { parse } from 'graphql';
import { findUnsafeLiteral } from './input-guards';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const CONTROL = { message: 'Text may not contain control characters.', code: 'BAD_USER_INPUT' };

describe('control characters in input', () => {
  it('refuses NUL in the sign-up name with a field error, and creates no account', async () => {
    const email = uniqueEmail('nul');
    const res = await app.gql(SIGN_UP, {
      input: { email, name: 'Ada\u0000', password: 'Harmattan@2026', confirmPassword: 'Harmattan@2026' },
    });
    expect(res.errors?.[0]).toMatchObject({
      message: CONTROL.message,
      extensions: { code: CONTROL.code, field: 'name' },
    });
    const logIn = await app.gql('mutation($i: LogInInput!) { logIn(logInInput: $i) { token } }', {
      i: { email, password: 'Harmattan@2026' },
    });
    expect(logIn.errors).toBeDefined();
    expect(logIn.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(logIn.data?.logIn ?? null).toBeNull();
  });

  // C1 controls (U+009B starts a terminal escape) and bidirectional overrides (text shown reversed).
  it.each([
    ['\u0000'],
    ['\u0007'],
    ['\u001B[31m'],
    ['\u007F'],
    ['\u000B'],
    ['\u0085'],
    ['\u009B31m'],
    ['\u202E'],
    ['\u2066'],
  ])('refuses %j in a product description', async (control) => {
    const maker = await manufacturerAccount(app);
    const input = productInput(maker.manufacturerId, { description: `Rich shea ${control} butter cream` });
    const res = await app.gql(CREATE_PRODUCT, { input }, maker.token);
    expect(res.errors?.[0]).toMatchObject({
      message: CONTROL.message,
      extensions: { code: CONTROL.code, field: 'description' },
    });
  });

  it('keeps tabs and line breaks in a multi-line description', async () => {
    const maker = await manufacturerAccount(app);
    const description = 'Rich shea butter cream.\r\n\tFor dry skin.';
    const res = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(maker.manufacturerId, { description }) },
      maker.token,
    );
    expect(res.errors).toBeUndefined();
  });

  it('refuses NUL in a stores filter, as a variable and as a literal in the document', async () => {
    const asVariable = await app.gql('query($w: StoreWhereInput) { stores(where: $w) { id } }', {
      w: { manufacturerId: { equals: 'a\u0000b' } },
    });
    expect(asVariable.errors?.[0]).toMatchObject({ message: CONTROL.message, extensions: { code: CONTROL.code } });
    const asLiteral = await app.gql('{ stores(where: { manufacturerId: { equals: "a\\u0000b" } }) { id } }');
    expect(asLiteral.errors?.[0]).toMatchObject({ message: CONTROL.message, extensions: { code: CONTROL.code } });
    // Sent again (the parsed document's verdict is kept): refused again.
    const again = await app.gql('{ stores(where: { manufacturerId: { equals: "a\\u0000b" } }) { id } }');
    expect(again.errors?.[0]).toMatchObject({ message: CONTROL.message, extensions: { code: CONTROL.code } });
  });

  it('looks for control characters written in a document once per parsed document', () => {
    const dirty = parse('{ stores(where: { manufacturerId: { equals: "a\\u0000b" } }) { id } }');
    const found = findUnsafeLiteral(dirty);
    expect(found).toEqual({ problem: 'control-character', path: [] });
    expect(findUnsafeLiteral(dirty)).toBe(found);
    expect(findUnsafeLiteral(parse('{ stores(take: 1) { id } }'))).toBeUndefined();
  });

  it('refuses NUL in an address search instead of echoing it back', async () => {
    const res = await app.gql('query($a: String!) { searchAddress(address: $a) }', { a: 'Lag\u0000os' });
    expect(res.errors?.[0]).toMatchObject({ message: CONTROL.message, extensions: { code: CONTROL.code, field: 'a' } });
    expect(res.data ?? null).toBeNull();
  });
});

describe('deeply nested input', () => {
  const nested = (depth: number, inner: unknown) => {
    let value = inner;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('answers a 3,000-deep list variable with a clear client error', async () => {
    const res = await app.gql('query($w: StoreWhereInput) { stores(where: $w) { id } }', {
      w: { manufacturerId: { in: nested(3000, 'x') } },
    });
    expect(res.errors).toEqual([
      { message: 'The input is nested too deeply.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('answers a 3,000-deep list written in the document with a clear client error', async () => {
    const list = `${'['.repeat(3000)}"x"${']'.repeat(3000)}`;
    const res = await app.gql(`{ stores(where: { manufacturerId: { in: ${list} } }) { id } }`);
    expect(res.errors).toEqual([
      { message: 'The query is nested too deeply.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
    ]);
  });

  it('lets ordinary nesting through', () => {
    expect(findUnsafeInput({ input: { productCategory: ['a', 'b'], where: { id: { in: ['x'] } } } })).toBeUndefined();
    expect(findUnsafeInput({ input: { name: 'x\u0000' } })).toEqual({
      problem: 'control-character',
      path: ['input', 'name'],
    });
  });
});
