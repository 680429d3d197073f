import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEMO_VERIFICATION, demoCodes } from './demo-verification';

const README = new URL('../../../../README.md', import.meta.url);

/** While every demo batch is before its expiry (the paracetamol keeps until June 2029). */
const DEMO_TIME = new Date('2026-12-01T12:00:00Z');

/** As the Verify answer writes a date: "3 Oct 2026". */
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

const VERIFY = /* GraphQL */ `
  mutation ($code: String!) {
    verifyCode(code: $code) {
      result
      verifications
      firstVerifiedAt
      firstVerifiedNear
      recallAdvice
      product {
        name
      }
      maker {
        name
      }
      batch {
        recallReason
      }
      retailers {
        name
      }
    }
  }
`;

const ANSWERS = { Genuine: 'GENUINE', 'Already verified': 'ALREADY_VERIFIED', Recalled: 'RECALLED' } as const;
type Stated = keyof typeof ANSWERS;

/** The README's "Try verification" paragraph: each code with the answer written in the parentheses after it. */
function codesListedInReadme(): { paragraph: string; listed: { code: string; stated: Stated }[] } {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf('**Try verification:**');
  expect(start, 'README.md has a "Try verification" line').toBeGreaterThanOrEqual(0);
  const paragraph = text.slice(start, text.indexOf('\n\n', start)).replace(/\s+/g, ' ');
  const listed = [...paragraph.matchAll(/`([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})`/g)].map((match) => {
    const after = paragraph.slice((match.index ?? 0) + match[0].length);
    const stated = /^[^(]*\((Genuine|Already verified|Recalled)/.exec(after)?.[1] as Stated | undefined;
    if (!stated) throw new Error(`README.md says nothing of what ${match[1]} answers`);
    return { code: match[1] as string, stated };
  });
  return { paragraph, listed };
}

describe('the demo codes in README.md, on a freshly seeded database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seedDemo: true, clock: () => DEMO_TIME });
  }, 120_000);
  afterAll(() => app?.stop());

  const verify = async (code: string) => {
    const res = await app.gql(VERIFY, { code });
    expect(res.errors, code).toBeUndefined();
    return res.data?.verifyCode;
  };

  it('lists exactly the seeded codes', () => {
    const { listed } = codesListedInReadme();
    const seeded = demoCodes();
    expect(listed.map((l) => l.code).sort()).toEqual([...seeded.genuine, seeded.copied, ...seeded.recalled].sort());
  });

  it('answers each listed code as the README states', async () => {
    const { paragraph, listed } = codesListedInReadme();
    const earlierChecks = Number(/Already verified (\d+) times/.exec(paragraph)?.[1]);
    expect(earlierChecks).toBe(DEMO_VERIFICATION.copiedChecks.length);

    for (const { code, stated } of listed) {
      const answer = await verify(code);
      expect(answer?.result, `${code}: ${stated}`).toBe(ANSWERS[stated]);
      expect(answer?.maker.name).toBe(DEMO_VERIFICATION.brandStoreName);
      if (stated === 'Genuine') {
        expect(answer).toMatchObject({
          verifications: 1,
          product: { name: DEMO_VERIFICATION.genuine.productName },
          retailers: expect.arrayContaining(DEMO_VERIFICATION.genuine.suppliedTo.map((name) => ({ name }))),
        });
        // "then already verified"
        expect(await verify(code)).toMatchObject({ result: 'ALREADY_VERIFIED', verifications: 2 });
      } else if (stated === 'Already verified') {
        expect(answer).toMatchObject({
          verifications: earlierChecks + 1,
          firstVerifiedAt: DEMO_VERIFICATION.copiedChecks[0].at.toISOString(),
          firstVerifiedNear: 'Ikeja, Lagos',
          product: { name: DEMO_VERIFICATION.genuine.productName },
        });
        // The README quotes the answer's own words: "first on DATE near PLACE".
        const firstOn = DAY.format(DEMO_VERIFICATION.copiedChecks[0].at);
        expect(paragraph).toContain(`first on ${firstOn} near ${answer?.firstVerifiedNear}`);
      } else {
        expect(answer).toMatchObject({
          product: { name: DEMO_VERIFICATION.recalled.productName },
          batch: { recallReason: DEMO_VERIFICATION.recalled.reason },
          recallAdvice: expect.any(String),
        });
      }
    }
  });

  it('answers the same through POST /api/verify', async () => {
    const recalled = codesListedInReadme().listed.find((l) => l.stated === 'Recalled');
    const response = await fetch(`${app.url}/api/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: recalled?.code }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'RECALLED' });
  });
});
