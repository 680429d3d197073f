import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { rateLimited, type DomainError } from './errors';
import { rateLimits } from './rate-limit.table';

/** A limit: at most `points` per `durationSeconds` for one key (an account, an address, an email). */
export interface RateLimitRule {
  /** Unique per rule; the counters of different rules never mix. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once over the limit, stay refused this long (default: until the window ends). */
  blockSeconds?: number;
  /** The message when refused; default "Too many attempts. Try again in N minutes." */
  message?: (retryAfterSeconds: number) => string;
  /** Keys this rule does not count (e.g. this machine's own addresses for a per-address rule). */
  exempt?: (key: string) => boolean;
  /** Keys are network addresses, counted per network: an IPv6 address by its /64 (see networkOf). */
  perNetwork?: boolean;
  /**
   * Counted in this process's memory even on PostgreSQL: for a rule that only guards this instance
   * against a flood and sits on a path too hot for a database write per request (each instance
   * then allows the points).
   */
  perInstance?: boolean;
}

/**
 * This machine itself: not limited per address. Without TRUST_PROXY a proxy on the same host
 * makes every visitor look like 127.0.0.1, and one shared counter would lock everyone out.
 */
export const isLoopbackAddress = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address);

/**
 * The network an address stands for: an IPv4 address itself (also when IPv4-mapped), an IPv6
 * address its /64, which one subscriber gets whole, so counting its 2^64 addresses apart would let
 * one attacker pick a fresh one for every try.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const [bare = address] = address.split('%', 1);
  if (!isIPv6(bare)) return address;
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head = '', tail] = bare.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export interface RateLimiter {
  /** Counts `points` against `key`; throws RATE_LIMITED (with the wait) when over the rule's limit. */
  consume(rule: RateLimitRule, key: string, points?: number): Promise<void>;
  /** Throws RATE_LIMITED when `key` has used up its points (the next one would be over), counting nothing. */
  check(rule: RateLimitRule, key: string): Promise<void>;
  /** Gives back `points` counted against `key` (a try counted before it was judged, then found right). */
  refund(rule: RateLimitRule, key: string, points?: number): Promise<void>;
  /** Forgets the key's count (e.g. after a successful log-in). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

/**
 * Counters in the database (table rate_limits) when there is a PostgreSQL pool, so that every
 * instance shares them; in this process's memory otherwise (the embedded database is one process).
 */
export function createRateLimiter(pool: pg.Pool | undefined): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateLimitRule): RateLimiterAbstract => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const options = {
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.durationSeconds,
        blockDuration: rule.blockSeconds ?? 0,
      };
      limiter =
        pool && !rule.perInstance
          ? new RateLimiterPostgres({
              ...options,
              storeClient: pool,
              storeType: 'pool',
              tableName: 'rate_limits',
              tableCreated: true,
              clearExpiredByTimeout: false,
            })
          : new RateLimiterMemory(options);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  const refuse = refusal;
  const idOf = storedIdOf;
  const limiter: RateLimiter = {
    async consume(rule, key, points = 1) {
      if (rule.exempt?.(key)) return;
      try {
        await limiterFor(rule).consume(idOf(rule, key), points);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refuse(rule, error);
        throw error;
      }
    },
    async check(rule, key) {
      if (rule.exempt?.(key)) return;
      const res = await limiterFor(rule).get(idOf(rule, key));
      if (res && res.consumedPoints >= rule.points) throw refuse(rule, res);
    },
    async refund(rule, key, points = 1) {
      if (rule.exempt?.(key)) return;
      await limiterFor(rule).reward(idOf(rule, key), points);
    },
    async reset(rule, key) {
      await limiterFor(rule).delete(idOf(rule, key));
    },
  };
  return limiter;
}

/** A stored count as the library reports it (expire is epoch ms, a bigint that pg returns as text). */
function storedRes(points: number, expire: string | null, now: number): RateLimiterRes {
  const msBeforeNext = expire === null ? -1 : Math.max(Number(expire) - now, 0);
  return new RateLimiterRes(0, msBeforeNext, points);
}

const storedIdOf = (rule: RateLimitRule, key: string) => storedKey(rule.perNetwork ? networkOf(key) : key);

/**
 * A rule counted inside another statement, on either database, in the library's layout (so the
 * counters are the same rows `consume` would write): the upsert's values for one point against
 * `key`, for `countingUpsert`, and when a rule with blockSeconds crossed by this point would stay
 * refused until (`blockUntil`).
 */
export function pointAgainst(rule: RateLimitRule, key: string, now = Date.now()) {
  return {
    key: `${rule.name}:${storedIdOf(rule, key)}`,
    expire: now + rule.durationSeconds * 1000,
    now,
    blockUntil: now + (rule.blockSeconds ?? rule.durationSeconds) * 1000,
  };
}

/**
 * The prefix of a rule's stored keys, for a statement that appends a short key itself (a row's
 * id): the same rows pointAgainst(rule, id) names. Not for per-network rules.
 */
export function counterPrefix(rule: RateLimitRule): string {
  if (rule.perNetwork) throw new Error(`${rule.name} counts networks: its keys are not plain ids`);
  return `${rule.name}:`;
}

/**
 * The upsert of one point (the library's: a new window once the last has ended), returning the
 * count and its end; placeholders for pointAgainst's values. `key` may be an expression of `from`
 * (e.g. a prefix and a row's id), and `when` a condition: no row is counted without it. With
 * `block`, the point that crosses the limit (the count becomes block.points + 1) also sets the
 * end to block.until, as the library's blockDuration does (a block on crossing, in one statement).
 */
export function countingUpsert(values: {
  key: Placeholder | SQL;
  expire: Placeholder;
  now: Placeholder;
  from?: SQL;
  when?: SQL;
  block?: { points: Placeholder; until: Placeholder };
}): SQL {
  const expired = sql`${rateLimits}.expire <= ${values.now}::bigint`;
  const crossing = values.block
    ? sql` when ${rateLimits}.points = ${values.block.points}::int then ${values.block.until}::bigint`
    : sql``;
  return sql`insert into ${rateLimits} (key, points, expire)
    select ${values.key}::varchar, 1, ${values.expire}::bigint${values.from ? sql` from ${values.from}` : sql``}${
      values.when ? sql` where ${values.when}` : sql``
    }
    on conflict (key) do update set
      points = case when ${expired} then 1 else ${rateLimits}.points + 1 end,
      expire = case when ${expired} then excluded.expire${crossing} else ${rateLimits}.expire end
    returning points, expire`;
}

/**
 * The counter of `key` when it has used up `points` (the library's `get`: a row whose window has
 * not ended), else no row: a gate checked inside another statement, counting nothing.
 */
export function spentCounter(values: { key: Placeholder; points: Placeholder; now: Placeholder }): SQL {
  return sql`select points, expire from ${rateLimits}
    where key = ${values.key}::varchar and (expire > ${values.now}::bigint or expire is null)
      and points >= ${values.points}::int`;
}

/** The refusal of a count from countingUpsert that went over the rule (points > rule.points). */
export function overLimit(
  rule: RateLimitRule,
  count: { points: number; expire: string | number | null },
  now = Date.now(),
): DomainError {
  return refusal(rule, storedRes(count.points, count.expire === null ? null : String(count.expire), now));
}

function refusal(rule: RateLimitRule, res: RateLimiterRes): DomainError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return rule.message ? rateLimited(seconds, rule.message(seconds)) : rateLimited(seconds);
}

/** Keys are stored in a 255-character column with their rule's prefix: long ones go in as a hash. */
const storedKey = (key: string) => (key.length <= 200 ? key : createHash('sha256').update(key).digest('hex'));
