import pino from 'pino';

export type Logger = pino.Logger;

/** Fields whose values are secrets wherever they appear in a log line (two levels deep). */
const SECRET_KEYS = ['password', 'confirmPassword', 'passwordHash', 'token', 'resetToken', 'authorization', 'cookie'];
/** Error fields that carry a query's values: drizzle's `params`, pg's `parameters` and `detail`. */
const QUERY_VALUE_KEYS = new Set(['params', 'parameters', 'detail']);
const MAX_ERROR_DEPTH = 5;

/** The destination is a parameter so that tests can read what would have been written. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeErrorWithoutQueryValues, error: serializeErrorWithoutQueryValues },
      redact: {
        paths: [
          ...SECRET_KEYS,
          ...SECRET_KEYS.map((key) => `*.${key}`),
          'req.headers.authorization',
          'req.headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * Fastify gives each request a child logger that carries its id. pino makes one in about 0.7 µs
 * of CPU, on every request, for lines that at the default level are rarely written; this stand-in
 * makes the child on the first line written at an enabled level, so a quiet request pays nothing.
 */
export function requestLogger(parent: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): Logger {
  // A route's own level or serializers: the plain child (none of ours has them).
  if (options.level !== undefined || options.serializers !== undefined) return parent.child(bindings, options);
  return new LazyChildLogger(parent, bindings) as unknown as Logger;
}

class LazyChildLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: pino.Bindings,
  ) {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.logger().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): Logger {
    return this.logger().child(bindings, options);
  }
  fatal(...args: Parameters<pino.LogFn>) {
    if (this.isLevelEnabled('fatal')) this.logger().fatal(...args);
  }
  error(...args: Parameters<pino.LogFn>) {
    if (this.isLevelEnabled('error')) this.logger().error(...args);
  }
  warn(...args: Parameters<pino.LogFn>) {
    if (this.isLevelEnabled('warn')) this.logger().warn(...args);
  }
  info(...args: Parameters<pino.LogFn>) {
    if (this.isLevelEnabled('info')) this.logger().info(...args);
  }
  debug(...args: Parameters<pino.LogFn>) {
    if (this.isLevelEnabled('debug')) this.logger().debug(...args);
  }
  trace(...args: Parameters<pino.LogFn>) {
    if (this.isLevelEnabled('trace')) this.logger().trace(...args);
  }
  silent() {}

  private logger(): Logger {
    return (this.made ??= this.parent.child(this.bindings));
  }
}

/**
 * A failed query's error repeats its values (drizzle: "params: ..." in the message and stack,
 * and a `params` field): they can be a password hash, a token's hash or a person's address.
 * The SQL text itself holds only placeholders and stays, with the database's own message.
 */
export function serializeErrorWithoutQueryValues(error: unknown): unknown {
  const serialized: unknown = pino.stdSerializers.err(error as Error);
  const leaks = queryValueTexts(error, 0);
  return scrub(serialized, leaks, 0);
}

/** The "\nparams: a,b,c" text drizzle writes into the messages of `error` and its causes. */
function queryValueTexts(error: unknown, depth: number): string[] {
  if (!error || typeof error !== 'object' || depth > MAX_ERROR_DEPTH) return [];
  const { params, cause, originalError } = error as { params?: unknown; cause?: unknown; originalError?: unknown };
  const own = Array.isArray(params) ? [`\nparams: ${String(params)}`] : [];
  return [...own, ...queryValueTexts(cause, depth + 1), ...queryValueTexts(originalError, depth + 1)];
}

function scrub(value: unknown, leaks: readonly string[], depth: number): unknown {
  if (typeof value === 'string') return leaks.reduce((text, leak) => text.split(leak).join(''), value);
  if (!value || typeof value !== 'object' || depth > MAX_ERROR_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, leaks, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!QUERY_VALUE_KEYS.has(key)) clean[key] = scrub(field, leaks, depth + 1);
  }
  return clean;
}
