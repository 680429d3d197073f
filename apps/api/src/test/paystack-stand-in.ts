import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_SIGNATURE_HEADER, paystackSignature } from '../modules/payments/paystack-provider';

/** A transaction as the stand-in keeps it (Paystack's field names). */
export interface StandInTransaction {
  id: number;
  reference: string;
  email: string;
  /** Asked for at initialize, in kobo. */
  amount: number;
  /** What the shopper actually paid, in kobo (differs only when a test says so). */
  paidAmount: number;
  currency: string;
  callbackUrl: string;
  accessCode: string;
  status: 'abandoned' | 'success' | 'failed';
}

export interface PaystackStandIn {
  url: string;
  secretKey: string;
  transactions: Map<string, StandInTransaction>;
  /** How many initialize calls each reference received (a second one is refused, as Paystack does). */
  initializeCalls: string[];
  /** The shopper pays (or fails to) on the payment page; `amountKobo` simulates a tampered amount. */
  pay(reference: string, outcome: 'success' | 'failed', options?: { amountKobo?: number }): StandInTransaction;
  /** Posts an event about the transaction to `url`, signed like Paystack (or with another key, or unsigned). */
  sendWebhook(
    url: string,
    reference: string,
    options?: { event?: string; signWith?: string | null; body?: string },
  ): Promise<Response>;
  /** The body Paystack would send for this event (for replays and forgeries built from it). */
  webhookBody(reference: string, event?: string): string;
  stop(): Promise<void>;
}

/**
 * A local Paystack for tests: a real HTTP server on 127.0.0.1 implementing the endpoints the
 * provider calls (`POST /transaction/initialize`, `GET /transaction/verify/:reference`) with
 * Paystack's answer shapes and its bearer-key check, and sending webhooks signed with
 * HMAC-SHA512 of the raw body under the secret key.
 */
export async function startPaystackStandIn(secretKey = `sk_test_${randomBytes(12).toString('hex')}`) {
  const transactions = new Map<string, StandInTransaction>();
  const initializeCalls: string[] = [];
  let nextId = 4_100_000_001;

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => answer(response, 500, { status: false, message: 'stand-in failed' }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const page = /^\/checkout\/([0-9a-f]+)$/.exec(new URL(request.url ?? '/', 'http://stand-in').pathname);
    if (page) return paymentPage(request, response, page[1] ?? '');
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return answer(response, 401, { status: false, message: 'Invalid key' });
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = await readJson(request);
      const reference = typeof body.reference === 'string' ? body.reference : '';
      const amount = Number(body.amount);
      initializeCalls.push(reference);
      if (typeof body.email !== 'string' || !Number.isInteger(amount) || amount <= 0 || reference === '') {
        return answer(response, 400, { status: false, message: 'Invalid request' });
      }
      if (transactions.has(reference)) {
        return answer(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        id: nextId++,
        reference,
        email: body.email,
        amount,
        paidAmount: amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
        accessCode,
        status: 'abandoned',
      });
      return answer(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${standIn.url}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!transaction) return answer(response, 400, { status: false, message: 'Transaction reference not found' });
      return answer(response, 200, { status: true, message: 'Verification successful', data: dataOf(transaction) });
    }
    return answer(response, 404, { status: false, message: 'Not found' });
  }

  /**
   * The hosted payment page a shopper's browser is sent to (no key: it is the shopper, not the
   * server): Pay or Fail, then back to the callback URL with `trxref` and `reference`, as Paystack does.
   */
  async function paymentPage(request: IncomingMessage, response: ServerResponse, accessCode: string) {
    const transaction = [...transactions.values()].find((t) => t.accessCode === accessCode);
    if (!transaction) return answer(response, 404, { status: false, message: 'Not found' });
    if (request.method === 'POST') {
      const outcome = new URLSearchParams(await readBody(request)).get('outcome');
      transaction.status = outcome === 'success' ? 'success' : 'failed';
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      response.writeHead(303, { location: back.toString() }).end();
      return;
    }
    const naira = (transaction.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack stand-in</title></head><body>` +
          `<main><h1>Pay NGN ${naira}</h1><p>${transaction.email}</p>` +
          `<form method="post"><button name="outcome" value="success">Pay</button>` +
          `<button name="outcome" value="failed">Fail the payment</button></form></main></body></html>`,
      );
  }

  function find(reference: string): StandInTransaction {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`the stand-in has no transaction ${reference}`);
    return transaction;
  }

  const webhookBody = (reference: string, event = 'charge.success') =>
    JSON.stringify({ event, data: dataOf(find(reference)) });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: PaystackStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    transactions,
    initializeCalls,
    pay(reference, outcome, options = {}) {
      const transaction = find(reference);
      transaction.status = outcome;
      transaction.paidAmount = options.amountKobo ?? transaction.amount;
      return transaction;
    },
    webhookBody,
    async sendWebhook(url, reference, options = {}) {
      const body = options.body ?? webhookBody(reference, options.event);
      const key = options.signWith === undefined ? secretKey : options.signWith;
      return fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === null ? {} : { [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(key, body) }),
        },
        body,
      });
    },
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return standIn;
}

function dataOf(transaction: StandInTransaction) {
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.paidAmount,
    currency: transaction.currency,
    channel: 'card',
    gateway_response: transaction.status === 'success' ? 'Approved' : 'Declined',
    paid_at: transaction.status === 'success' ? new Date().toISOString() : null,
    customer: { email: transaction.email },
  };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
