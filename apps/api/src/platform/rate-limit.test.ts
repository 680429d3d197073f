import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { DomainError, tryAgainIn } from './errors';
import { createRateLimiter, isLoopbackAddress, networkOf, type RateLimitRule } from './rate-limit';

const rule: RateLimitRule = { name: 'test-guesses', points: 3, durationSeconds: 15 * 60 };

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('allows the rule’s points, then refuses with the wait in words and in seconds', async () => {
    const limiter = createRateLimiter(app.database.pool);
    const key = `acct-${Math.random()}`;
    for (let i = 0; i < rule.points; i++) {
      await limiter.check(rule, key);
      await limiter.consume(rule, key);
    }
    // Every point used: a check already refuses the next try.
    expect((await refusal(limiter.check(rule, key))).code).toBe('RATE_LIMITED');
    const error = await refusal(limiter.consume(rule, key));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error.message).toBe('Too many attempts. Try again in 15 minutes.');
    await refusal(limiter.check(rule, key));
    // Another key and another rule are counted apart.
    await limiter.consume(rule, `${key}-other`);
    await limiter.consume({ ...rule, name: 'test-other-rule' }, key);
    await limiter.reset(rule, key);
    await limiter.consume(rule, key);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, every instance shares the counters', async () => {
    const first = createRateLimiter(app.database.pool);
    const second = createRateLimiter(app.database.pool);
    const key = `shared-${Math.random()}`;
    await first.consume(rule, key, 2);
    await second.consume(rule, key);
    expect((await refusal(first.consume(rule, key))).code).toBe('RATE_LIMITED');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a per-instance rule is counted in memory: refused here, not elsewhere, no row written',
    async () => {
      const local: RateLimitRule = { ...rule, name: 'test-per-instance', perInstance: true };
      const first = createRateLimiter(app.database.pool);
      const second = createRateLimiter(app.database.pool);
      const key = `local-${Math.random()}`;
      await first.consume(local, key, 3);
      expect((await refusal(first.consume(local, key))).code).toBe('RATE_LIMITED');
      await second.consume(local, key);
      const rows = await app.database.pool!.query('select count(*)::int as n from rate_limits where key like $1', [
        `${local.name}%`,
      ]);
      expect(rows.rows[0].n).toBe(0);
    },
  );

  it('does not count the keys a rule exempts', async () => {
    const limiter = createRateLimiter(app.database.pool);
    const perAddress: RateLimitRule = { ...rule, name: 'test-address', points: 1, exempt: isLoopbackAddress };
    for (let i = 0; i < 3; i++) await limiter.consume(perAddress, '127.0.0.1');
    for (let i = 0; i < 3; i++) await limiter.consume(perAddress, '::ffff:127.0.0.1');
    await limiter.consume(perAddress, '203.0.113.5');
    expect((await refusal(limiter.consume(perAddress, '203.0.113.5'))).code).toBe('RATE_LIMITED');
  });

  it('counts a per-network rule by the IPv6 /64: a fresh address in the same block is the same network', async () => {
    const limiter = createRateLimiter(app.database.pool);
    const perNetwork: RateLimitRule = { ...rule, name: `test-network-${Math.random()}`, perNetwork: true };
    for (let i = 1; i <= 3; i++) await limiter.consume(perNetwork, `2001:db8:7:9::${i.toString(16)}`);
    expect((await refusal(limiter.consume(perNetwork, '2001:db8:7:9:ffff:1:2:3'))).code).toBe('RATE_LIMITED');
    await limiter.consume(perNetwork, '2001:db8:7:a::1'); // the next /64 is another network
    await limiter.consume(perNetwork, '203.0.113.5');
  });

  it.each([
    ['2001:db8:7:9::1', '2001:db8:7:9::/64'],
    ['2001:0DB8:0007:0009:ffff:1:2:3', '2001:db8:7:9::/64'],
    ['2001:db8::9:1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['203.0.113.5', '203.0.113.5'],
  ])('takes %s as the network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it('says the wait in the largest natural unit, rounded up', () => {
    expect(tryAgainIn(1)).toBe('Try again in 1 second.');
    expect(tryAgainIn(45)).toBe('Try again in 45 seconds.');
    expect(tryAgainIn(61)).toBe('Try again in 2 minutes.');
    expect(tryAgainIn(14 * 60)).toBe('Try again in 14 minutes.');
    expect(tryAgainIn(3600 * 5 + 1)).toBe('Try again in 6 hours.');
  });
});
