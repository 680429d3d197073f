import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type pg from 'pg';
import { rateLimited } from './errors';

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
      limiter = pool
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
  const refuse = (rule: RateLimitRule, res: RateLimiterRes) => {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return rule.message ? rateLimited(seconds, rule.message(seconds)) : rateLimited(seconds);
  };
  const idOf = (rule: RateLimitRule, key: string) => storedKey(rule.perNetwork ? networkOf(key) : key);
  return {
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
}

/** Keys are stored in a 255-character column with their rule's prefix: long ones go in as a hash. */
const storedKey = (key: string) => (key.length <= 200 ? key : createHash('sha256').update(key).digest('hex'));
