/**
 * HTTP through the proxy, as a client on a given address of this machine: `from` binds the
 * client's socket (127.0.0.2, 127.0.0.3: loopback has them all), so nginx sees two clients and
 * names each in X-Forwarded-For from the real socket.
 *
 *   const api = proxyClient('http://127.0.0.1:8088', { from: '127.0.0.2' });
 *   const res = await api.call('POST', '/api/offer', { token, body, headers });   { status, headers, json<T>() }
 */
import { request } from 'node:http';

export interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T>(): T;
}

export interface ProxyClient {
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ProxyResponse>;
}

export function proxyClient(baseUrl: string, client: { from?: string } = {}): ProxyClient {
  const base = new URL(baseUrl);
  return {
    call(method, path, options = {}) {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      return new Promise<ProxyResponse>((resolve, reject) => {
        const req = request(
          { host: base.hostname, port: base.port, path, method, headers, localAddress: client.from, timeout: 60_000 },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
            });
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 60 s`)));
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}

/** The response, when its status is one of `expected`; else an error naming the call and its body. */
export function expectStatus(response: ProxyResponse, what: string, ...expected: number[]): ProxyResponse {
  const allowed = expected.length > 0 ? expected : [200];
  if (!allowed.includes(response.status)) throw new Error(`${what}: ${response.status} ${response.text.slice(0, 400)}`);
  return response;
}
