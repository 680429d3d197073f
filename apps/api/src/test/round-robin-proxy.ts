import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header naming which upstream (0, 1, ...) answered a request. */
export const UPSTREAM_HEADER = 'x-test-upstream';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/** How often the balancer asks each upstream's /readyz, as a real balancer's health check does. */
const HEALTH_CHECK_EVERY_MS = 100;

/**
 * A load balancer in front of several instances, as small as a test needs: each request goes to
 * the next ready upstream in turn, on a new connection. Every upstream's /readyz is asked every
 * 100 ms; one that says it is not ready (draining after SIGTERM) gets no new requests. One that
 * refuses the connection (it stopped listening) or answers 503 (it closed) is skipped for the next:
 * the request was not acted on, so sending it on is safe, as a real balancer's retries do. Bodies
 * are read whole first (tests send small ones) so that they can be sent again.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const ready = upstreams.map(() => true);
  const checkHealth = () =>
    upstreams.forEach((upstream, index) => {
      void fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
        (answer) => (ready[index] = answer.ok),
        () => (ready[index] = false),
      );
    });
  const healthChecks = setInterval(checkHealth, HEALTH_CHECK_EVERY_MS);
  let next = 0;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const candidates = upstreams.map((_, index) => index).filter((index) => ready[index]);
    const order = candidates.length > 0 ? candidates : upstreams.map((_, index) => index);
    const first = next++;
    for (let tried = 0; tried < order.length; tried += 1) {
      const index = order[(first + tried) % order.length] as number;
      const outcome = await forward(upstreams[index] as string, index, request, body, response);
      if (outcome !== 'refused') return;
    }
    response.writeHead(502, { 'content-type': 'text/plain' }).end('No instance is listening.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        clearInterval(healthChecks);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  upstream: string,
  index: number,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): Promise<'answered' | 'refused' | 'failed'> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${upstream}${request.url}`,
      {
        method: request.method,
        agent: false,
        headers: {
          ...request.headers,
          'content-length': String(body.length),
          'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        if (answer.statusCode === 503) {
          // Our server answers 503 only before a request reaches its handler (draining after SIGTERM,
          // or its event loop too late): not acted on, so sent to the next, as a balancer retries.
          answer.resume();
          return resolve('refused');
        }
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
        answer.pipe(response);
        answer.on('end', () => resolve('answered'));
        answer.on('error', () => resolve('failed'));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve('refused');
      // Sent and lost: a balancer cannot know whether the instance acted on it, so it must not resend.
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end();
      resolve('failed');
    });
    outgoing.end(body);
  });
}
