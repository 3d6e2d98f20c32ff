/**
 * What `npm start` prints once it listens: where (the address, and how to open it up or what
 * opening it means), the docs and metrics, and how to sign in in the mode it runs. The dev
 * identity provider hands anyone an Admin token, so the default address is loopback only.
 *
 *   startupBanner({host, port, opsPort, demoMode, auth}): string
 */
import type { AuthConfig } from '@dtn/platform/config';

export interface BannerInput {
  host: string;
  port: number;
  opsPort: number;
  demoMode: boolean;
  auth: AuthConfig;
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);
/** An IPv6 address in a URL or beside a port goes in brackets. */
const bracketed = (host: string) => (host.includes(':') ? `[${host}]` : host);

function whereItListens({ host, port, opsPort, auth }: BannerInput): string {
  const at = `${bracketed(host)}:${port} (ops ${opsPort})`;
  if (isLoopback(host)) {
    return `Listening on ${at}: this machine only. HOST=0.0.0.0 lets other machines in${
      auth.mode === 'dev' ? ' (and lets anyone who reaches it sign in as any demo user, Admins included)' : ''
    }.`;
  }
  return `Listening on ${at} (HOST)${
    auth.mode === 'dev' ? ': WARNING, anyone who reaches this address can sign in as any demo user, Admins included' : ''
  }.`;
}

function howToSignIn(url: string, auth: AuthConfig): string[] {
  if (auth.mode === 'oidc') {
    return [
      `Sign in (OIDC, ${auth.issuer}, client ${auth.clientId ?? '(OIDC_CLIENT_ID unset)'}): open ${url} and press Sign in;`,
      `  the API takes that issuer's access tokens for the audience ${auth.audience}: -H "authorization: Bearer <access_token>"`,
    ];
  }
  return [
    `Sign in (dev identity provider): list the demo users with  curl ${url}/auth/dev/users`,
    `  then get a token:  curl -X POST ${url}/auth/dev/token -H 'content-type: application/json' -d '{"email":"<email>"}'`,
    `  and call the API with  -H "authorization: Bearer <access_token>"`,
  ];
}

export function startupBanner(input: BannerInput): string {
  // A wildcard or loopback address is reached as localhost (the address OIDC clients expect).
  const host = isLoopback(input.host) || input.host === '0.0.0.0' || input.host === '::' ? 'localhost' : bracketed(input.host);
  const url = `http://${host}:${input.port}`;
  const lines = [
    `Dealer Trade Network is running at ${url}`,
    whereItListens(input),
    `API documentation: ${url}/api/docs`,
    `Metrics (ops listener): http://${host}:${input.opsPort}/metrics`,
    ...(input.demoMode ? [] : ['Demo reset: off (DEMO_MODE=false)']),
    ...howToSignIn(url, input.auth),
  ];
  return `\n${lines.map((line, i) => (i === 0 ? line : `  ${line}`)).join('\n')}\n`;
}
