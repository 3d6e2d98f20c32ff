import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded mode with dev sign-in', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      esdbUrl: undefined,
      logLevel: 'info',
      embedded: true,
      auth: { mode: 'dev', keyDir: '.data/keys' },
      publicBaseUrl: 'http://localhost:8080',
      demoMode: true,
      metricsPort: 9464,
      trustProxy: [],
    });
  });

  it('reads TRUST_PROXY as IP addresses and CIDR blocks, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12,::1,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '*', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('builds links from PUBLIC_BASE_URL, else from the port; DEMO_MODE=false turns the demo reset off', () => {
    expect(loadConfig({ PORT: '3000' }).publicBaseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://trade.example/' }).publicBaseUrl).toBe('https://trade.example');
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'on' }).demoMode).toBe(true);
    expect(loadConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://x.example' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });

  it('reads OIDC settings and defaults to OIDC when a database server is configured', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://db/app',
      OIDC_ISSUER: 'https://idp.test/',
      OIDC_JWKS_URI: 'https://idp.test/jwks',
      OIDC_AUDIENCE: 'dtn',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ port: 9000, embedded: false, logLevel: 'debug' });
    expect(config.auth).toEqual({ mode: 'oidc', issuer: 'https://idp.test/', jwksUri: 'https://idp.test/jwks', audience: 'dtn' });
  });

  it('names the variable that is wrong or missing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_MODE: 'oidc' })).toThrow(/OIDC_ISSUER, OIDC_JWKS_URI, OIDC_AUDIENCE/);
    // Without an audience any token the issuer signs, for any of its clients, would do.
    expect(() => loadConfig({ AUTH_MODE: 'oidc', OIDC_ISSUER: 'https://idp.test/', OIDC_JWKS_URI: 'https://idp.test/jwks' })).toThrow(
      /needs OIDC_AUDIENCE \(/,
    );
    expect(() => loadConfig({ AUTH_MODE: 'magic' })).toThrow(/AUTH_MODE/);
  });

  it('tells an operator who set only DATABASE_URL both ways out of the oidc default', () => {
    const message = (() => {
      try {
        loadConfig({ DATABASE_URL: 'postgres://db/app' });
      } catch (error) {
        return (error as Error).message;
      }
      return 'started';
    })();
    expect(message).toContain('AUTH_MODE=oidc (the default when DATABASE_URL is set) needs OIDC_ISSUER, OIDC_JWKS_URI, OIDC_AUDIENCE');
    expect(message).toContain('set AUTH_MODE=dev');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app', AUTH_MODE: 'oidc' })).toThrow(/AUTH_MODE=oidc needs OIDC_ISSUER/);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', AUTH_MODE: 'dev' }).auth.mode).toBe('dev');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OIDC_JWKS_URI: '' }).embedded).toBe(true);
  });
});
