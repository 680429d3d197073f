import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header naming which upstream (0, 1, ...) answered a request. */
export const UPSTREAM_HEADER = 'x-test-upstream';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A load balancer in front of several instances, as small as a test needs: each request goes to
 * the next upstream in turn, on a new connection. An upstream that refuses the connection (one that
 * stopped listening) is skipped for the next: the request never reached it, so sending it on is
 * safe, as a real balancer's health checks would. Bodies are read whole first (tests send small
 * ones) so that they can be sent again.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next++ % upstreams.length;
    for (let tried = 0; tried < upstreams.length; tried += 1) {
      const index = (first + tried) % upstreams.length;
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
