import { startApp } from './app/start-app';
import { ConfigError, loadConfig } from './config/env';
import { StartupError } from './platform/errors';
import { createLogger } from './platform/logger';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  let app;
  try {
    app = await startApp(config, logger);
  } catch (error) {
    if (error instanceof StartupError) {
      logger.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The offline gazetteer builds its index on first use; pay that now, not on a shopper's first keystroke.
  void app.services.locations.suggestAddresses('Lagos').catch(() => undefined);
  logger.info(
    { url: app.url, database: app.database.kind, ms: Math.round(performance.now() - started) },
    `Kasuwa is ready on ${app.url}`,
  );

  // Requests under way finish (the app gives them SHUTDOWN_GRACE_MS); past 10 s, a container
  // stop would kill the process anyway.
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 10 s');
      process.exit(1);
    }, 10_000).unref();
    // Ctrl-C in a terminal stops at once; SIGTERM (a container stop) drains first.
    app.stop({ drain: signal === 'SIGTERM' }).then(
      () => {
        clearTimeout(force);
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
