import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { proxyConfig } from './nginx-proxy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = readFileSync(path.join(root, 'deploy/proxy/nginx.conf'), 'utf8');
const at = {
  listen: '127.0.0.1:8088',
  commandService: '127.0.0.1:18081',
  queryService: '127.0.0.1:18082',
  root: '/tmp/app',
  runDir: '/tmp/run',
};

describe('the topology proxy configuration', () => {
  const config = proxyConfig(compose, at);

  it("is the compose file's, with this machine's addresses", () => {
    expect(config).toContain('server 127.0.0.1:18081;');
    expect(config).toContain('server 127.0.0.1:18082;');
    expect(config).toContain('listen 127.0.0.1:8088;');
    expect(config).not.toMatch(/command-service:8080|query-service:8080|listen 80;/);
    // Every routing rule and header of the compose configuration is kept as it is.
    for (const line of compose.split('\n').filter((l) => /^\s*(location|proxy_pass|proxy_set_header|map|rewrite)\b/.test(l))) {
      expect(config).toContain(line);
    }
  });

  it('runs in the foreground with its files in its own folder', () => {
    expect(config).toMatch(/^daemon off;$/m);
    expect(config).toContain('pid /tmp/run/nginx.pid;');
    expect(config).toContain('access_log /tmp/run/access.log dtn_no_query;');
  });

  it('names what it cannot find to adapt', () => {
    expect(() => proxyConfig(compose.replace('listen 80;', 'listen 81;'), at)).toThrow(/listen 80 not found/);
  });
});
