import { expect, it } from 'vitest';
import { MAX_OPERATION_LABELS, Metrics, UNKNOWN_OPERATION } from './metrics';

const pools = () => [{ pool: 'primary' as const, max: 10, total: 3, idle: 2, waiting: 0 }];

it('keeps a bounded set of operation names as labels: later, unnamed and odd names are "unknown"', () => {
  const metrics = new Metrics(pools);
  expect(metrics.operationLabel(undefined)).toBe(UNKNOWN_OPERATION);
  expect(metrics.operationLabel('name with spaces')).toBe(UNKNOWN_OPERATION);
  expect(metrics.operationLabel('x'.repeat(65))).toBe(UNKNOWN_OPERATION);
  for (let i = 0; i < MAX_OPERATION_LABELS; i++) expect(metrics.operationLabel(`Op${i}`)).toBe(`Op${i}`);
  expect(metrics.operationLabel('OneTooMany')).toBe(UNKNOWN_OPERATION);
  expect(metrics.operationLabel('Op7')).toBe('Op7');
});

it('reports the pools, the queue depth and failed jobs as they are when scraped', async () => {
  const metrics = new Metrics(pools);
  let waiting = 3;
  metrics.observeQueueDepth(async () => ({ 'deliver-mail': waiting, 'roll-up': 0 }));
  metrics.countJobFailure('roll-up');
  metrics.countJobFailure('roll-up');
  let text = await metrics.text();
  expect(text).toContain('kasuwa_db_pool_connections{pool="primary",state="total"} 3');
  expect(text).toContain('kasuwa_db_pool_connections{pool="primary",state="idle"} 2');
  expect(text).toContain('kasuwa_db_pool_connections{pool="primary",state="waiting"} 0');
  expect(text).toContain('kasuwa_db_pool_max_connections{pool="primary"} 10');
  expect(text).toContain('kasuwa_job_queue_depth{job="deliver-mail"} 3');
  expect(text).toContain('kasuwa_job_failures_total{job="roll-up"} 2');
  waiting = 1;
  text = await metrics.text();
  expect(text).toContain('kasuwa_job_queue_depth{job="deliver-mail"} 1');
});
