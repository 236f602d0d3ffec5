import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from './context.ts';
import { WEB_ORIGIN } from './context.ts';

/**
 * app.inject normalises the URL it is given; a real client can send any path bytes. This posts JSON over a real
 * socket with the path exactly as written, to test what an attacker's hand-made request reaches.
 */
export async function postRawPath(ctx: TestContext, path: string, body: object) {
  if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Any request over a real socket with the path exactly as written (doubled or encoded slashes reach the server). */
export async function rawRequest(
  ctx: TestContext,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { origin: WEB_ORIGIN, ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(hasBody ? '{}' : undefined);
  });
}
