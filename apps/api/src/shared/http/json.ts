import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.setHeader('Cache-Control', 'no-store');
  res.end(payload);
}

/** The error shape of every non-GraphQL endpoint: `{ "error": { "message": "..." } }`. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { message } });
}
