import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '../test/contract-documents';
import { startTestApp, type TestApp } from '../test/test-app';
import { judgeCost, QUERY_ITEMS_MAX, queryCostRule } from './query-cost';
import { schema } from './schema';

/** The refusal's message for `document`, or null when it is within the limit. */
function refusal(document: string, variables: Record<string, unknown> = {}): string | null {
  const errors = validate(schema, parse(document), [queryCostRule(variables)]);
  return errors[0]?.message ?? null;
}

/** How many items `document` was counted as, read from the refusal at a limit of 0. */
function itemsOf(document: string, variables: Record<string, unknown> = {}): number {
  const [error] = validate(schema, parse(document), [queryCostRule(variables, 0)]);
  if (!error) return 0;
  return Number(/up to ([\d,]+) items/.exec(error.message)?.[1]?.replaceAll(',', ''));
}

const aliased = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

/** The review's attack: 15 aliases (armor's maximum) of every brand with every retailer. */
const ATTACK = aliased(15, 'manufacturers { id stores { id name contact location { fullAddress } } }');

describe('counting the items a query could ask for', () => {
  it('counts a list without a size as the server maximum, and a smaller size as asked', () => {
    expect(itemsOf('{ stores { id } }')).toBe(100);
    expect(itemsOf('{ stores(take: 7) { id } }')).toBe(7);
    expect(itemsOf('{ locations(take: 500) { id } }')).toBe(100); // more than the maximum is cut to it
    expect(itemsOf('{ manufacturers(take: 0) { id } }')).toBe(0);
  });

  it('multiplies nested lists and counts every alias', () => {
    expect(itemsOf('{ manufacturers(take: 10) { stores(take: 10) { id } } }')).toBe(10 + 100);
    expect(itemsOf('{ manufacturers { stores { id } } }')).toBe(100 + 100 * 100);
    expect(itemsOf(ATTACK)).toBe(15 * (100 + 100 * 100));
    expect(itemsOf(aliased(15, 'stores { id location { id } }'))).toBe(1500); // not lists: location
  });

  it("sizes a connection's nodes by its first, and leaves lists of enums out", () => {
    expect(itemsOf('{ productPage(first: 30) { totalCount nodes { id productCategory: category } } }')).toBe(30);
    expect(itemsOf('{ storePage { nodes { id } pageInfo { hasNextPage } } }')).toBe(100);
    expect(itemsOf('{ products(take: 50) { manufacturer { productCategory } } }')).toBe(50);
  });

  it('reads sizes from variables, and counts a missing or malformed one as the maximum', () => {
    const document = 'query ($m: Int, $s: Int) { manufacturers(take: $m) { stores(take: $s) { id } } }';
    expect(itemsOf(document, { m: 20, s: 3 })).toBe(20 + 60);
    expect(itemsOf(document, { m: 20 })).toBe(20 + 2000);
    expect(itemsOf(document, { m: 20, s: '3' })).toBe(20 + 2000);
    expect(refusal(document, { m: 20, s: 99 })).toBeNull(); // exactly 2,000
    expect(refusal(document, { m: 20, s: 100 })).toBe(
      'This query asks for up to 2,020 items; the limit is 2,000. Ask for fewer (first/take) or fewer nested lists.',
    );
  });

  it('keeps the verdict of a document whose sizes are all written in it, and of a variable-sized one per size', () => {
    // The verdict is kept per parsed document: a verify or store-page query is counted once, not per request.
    const fixed = parse('mutation ($code: String!) { verifyCode(code: $code) { result retailers { id } } }');
    const first = judgeCost(schema, fixed, { code: 'A' });
    expect(first).toEqual([]);
    expect(judgeCost(schema, fixed, { code: 'B' })).toBe(first);
    const attack = parse(ATTACK);
    expect(judgeCost(schema, attack, {})[0]?.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(judgeCost(schema, attack, {})).toBe(judgeCost(schema, attack, {}));
    // Sized by a variable: judged with each request's sizes, kept per size (other variables do not count).
    const sized = parse('query ($s: Int) { manufacturers(take: 20) { stores(take: $s) { id } } }');
    const small = judgeCost(schema, sized, { s: 3, t: 'a' });
    expect(small).toEqual([]);
    expect(judgeCost(schema, sized, { s: 100 })[0]?.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(judgeCost(schema, sized, { s: 3, t: 'b' })).toBe(small);
    expect(judgeCost(schema, sized, { s: 100 })[0]?.extensions.code).toBe('QUERY_TOO_COSTLY');
    // 100 and "100" are judged apart: a string is not a size, so it counts as the most.
    expect(judgeCost(schema, sized, { s: '3' })[0]?.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(judgeCost(schema, sized, { s: 3 })).toBe(small);
  });

  it('follows fragments, inline and named, and survives a fragment cycle', () => {
    const named = `
      query { ...Brands }
      fragment Brands on Query { manufacturers(take: 5) { ...Retailers } }
      fragment Retailers on Manufacturer { stores { id } ... on Manufacturer { more: stores(take: 2) { id } } }
    `;
    expect(itemsOf(named)).toBe(5 + 5 * 100 + 5 * 2);
    const cyclic = `query { stores { ...A } } fragment A on Store { ...B } fragment B on Store { ...A }`;
    expect(itemsOf(cyclic)).toBe(100);
  });

  it('counts fragments that spread fragments twice over quickly, however many times they multiply', () => {
    const levels = 25;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { stores(take: 1) { id } }`
        : `fragment F${i} on Query { ...F${i + 1} a: __typename ...F${i + 1} }`,
    );
    const started = performance.now();
    expect(itemsOf(`query { ...F0 } ${fragments.join(' ')}`)).toBe(2 ** (levels - 1));
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('lets every document of the api contract through', () => {
    for (const [name, document] of Object.entries(CONTRACT)) {
      expect({ name, refusal: refusal(document) }).toEqual({ name, refusal: null });
    }
  });

  it('lets every operation of the web app through', () => {
    const operations = webAppOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const { file, document } of operations) {
      expect({ file, refusal: refusal(document) }).toEqual({ file, refusal: null });
    }
    const costliest = Math.max(...operations.map(({ document }) => itemsOf(document)));
    expect(costliest).toBeLessThanOrEqual(QUERY_ITEMS_MAX);
  });
});

describe('the cost limit over HTTP', () => {
  let app: TestApp;
  const statements: string[] = [];
  beforeAll(async () => {
    app = await startTestApp({ onQuery: (sql) => statements.push(sql) });
  });
  afterAll(() => app.stop());

  /** The statements that read a table of brands or retailers while `send` ran. */
  async function tableReadsDuring<T>(send: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
    statements.length = 0;
    const result = await send();
    return { result, reads: statements.filter((sql) => /from "(stores|manufacturers)"/.test(sql)) };
  }

  it("refuses the review's attack with 400 and QUERY_TOO_COSTLY before any SQL runs", async () => {
    const { result, reads } = await tableReadsDuring(() => app.gql(ATTACK));
    expect(result.status).toBe(400);
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message:
          'This query asks for up to 151,500 items; the limit is 2,000. Ask for fewer (first/take) or fewer nested lists.',
        extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY' }),
      }),
    ]);
    expect(reads).toEqual([]);

    // The same shape within the limit does run (so the check above could have seen SQL).
    const allowed = await tableReadsDuring(() =>
      app.gql(aliased(2, 'manufacturers(take: 3) { stores(take: 3) { id } }')),
    );
    expect(allowed.result.errors).toBeUndefined();
    expect(allowed.reads.length).toBeGreaterThan(0);
  });

  it('judges one document again for each set of variables', async () => {
    const document = 'query ($size: Int) { manufacturers(take: 20) { stores(take: $size) { id } } }';
    expect((await app.gql(document, { size: 10 })).errors).toBeUndefined();
    const refused = await app.gql(document, { size: 100 });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect((await app.gql(document, { size: 10 })).errors).toBeUndefined();
  });
});

/** Every query and mutation written in apps/web/src, each with every fragment the app defines. */
function webAppOperations(): { file: string; document: string }[] {
  const webSrc = path.resolve(__dirname, '../../../web/src');
  const documents: { file: string; text: string }[] = [];
  for (const file of sourceFiles(webSrc)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\/\* GraphQL \*\/|graphql\()\s*`([^`]*)`/g)) {
      // Interpolated field lists hold no lists of objects; __typename keeps the selection valid.
      const text = (match[1] ?? '').replace(/\$\{[^}]*\}/g, '__typename');
      if (/^\s*(query|mutation|fragment)\b/.test(text)) documents.push({ file: path.relative(webSrc, file), text });
    }
  }
  const fragments = documents
    .flatMap(({ text }) => parse(text).definitions)
    .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((definition) => definition.loc?.source.body.slice(definition.loc.start, definition.loc.end) ?? '');
  return documents
    .filter(({ text }) => !/^\s*fragment\b/.test(text))
    .map(({ file, text }) => ({
      file,
      document: [text, ...fragments.filter((f) => !text.includes(f))].join('\n'),
    }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
