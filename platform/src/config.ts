/**
 * Process configuration from environment variables, parsed once at start-up with zod so that a
 * bad value stops the process with a message naming the variable.
 *
 *   loadConfig(env = process.env): AppConfig
 *     PORT (8080), HOST ('127.0.0.1'; the services in containers set 0.0.0.0), DATABASE_URL (unset -> the embedded PostgreSQL server under DATA_DIR),
 *     DATA_DIR ('.data'), ESDB_URL (unset -> events in PostgreSQL), LOG_LEVEL ('info'),
 *     AUTH_MODE ('dev' | 'oidc'; default 'dev' when embedded, else 'oidc': the safe default, and its
 *       error names both ways out, the OIDC_* variables or AUTH_MODE=dev for a trial),
 *     OIDC_ISSUER, OIDC_JWKS_URI, OIDC_AUDIENCE (all three required for oidc: without an audience
 *       a token the issuer made for any other client would do),
 *     OIDC_CLIENT_ID (optional; the browser's client id for the authorization-code flow),
 *     SMTP_URL (unset -> emails are logged, not sent; e.g. smtp://user:pass@host:587),
 *     MAIL_FROM ('Dealer Trade Network <no-reply@dealer-trade.network.example>'),
 *     PUBLIC_BASE_URL (http://localhost:<PORT>; where links in emails point: invitations, quotes),
 *     DEMO_MODE (true; the demo reset exists only when on: the production topology sets false),
 *     METRICS_PORT (9464; the ops listener with /healthz, /readyz and /metrics, off the app port),
 *     TRUST_PROXY (unset: nobody; the reverse proxies' addresses, IPs or CIDRs, comma-separated:
 *       only a request from one of them has its client read from X-Forwarded-For)
 *   AppConfig.mail is present only when SMTP_URL is set (see mail/mail-sender-from-config).
 *   AppConfig.auth is ready to spread into AuthOptions (add `users`); dev keys live in DATA_DIR/keys.
 */
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An IPv4 or IPv6 address, or a CIDR block of either. */
const isAddressOrBlock = (text: string): boolean => {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const addressList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(isAddressOrBlock), 'must be IP addresses or CIDR blocks, comma-separated');

const defaultMailFrom = 'Dealer Trade Network <no-reply@dealer-trade.network.example>';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Loopback unless told: `npm start` runs the dev identity provider, which signs anyone in.
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('.data'),
  ESDB_URL: optional,
  AUTH_MODE: z.enum(['dev', 'oidc']).optional(),
  OIDC_ISSUER: optional,
  OIDC_JWKS_URI: optional.pipe(z.url().optional()),
  OIDC_AUDIENCE: optional,
  OIDC_CLIENT_ID: optional,
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  DEMO_MODE: optional.pipe(z.enum(['true', 'false', '1', '0', 'on', 'off']).optional()),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  TRUST_PROXY: addressList.default([]),
});

/** The origin the users reach (links in emails), without a trailing slash. */
export const publicBaseUrlFrom = (env: { PUBLIC_BASE_URL?: string; PORT?: string | number } = process.env): string =>
  (env.PUBLIC_BASE_URL?.trim() || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');

export type AuthConfig =
  { mode: 'dev'; keyDir: string } | { mode: 'oidc'; issuer: string; jwksUri: string; audience: string; clientId?: string };

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  esdbUrl?: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** True when no external database is configured: one process, the embedded PostgreSQL server, dev sign-in. */
  embedded: boolean;
  auth: AuthConfig;
  /** Outgoing email over SMTP; absent when SMTP_URL is unset (emails are then only logged). */
  mail?: { smtpUrl: string; from: string };
  /** Links in emails (invitations, transport quotes) start with this; no trailing slash. */
  publicBaseUrl: string;
  /** The demo reset (GET /api/demo/reset) exists only when true. */
  demoMode: boolean;
  /** The ops listener (/healthz, /readyz, /metrics): never the app's port, so /metrics is not public. */
  metricsPort: number;
  /** The reverse proxies whose X-Forwarded-For is believed (IPs or CIDRs); empty: nobody's. */
  trustProxy: string[];
}

/** What an operator meets when OIDC is not configured: both ways out. oidc stays the default with a
 * database server (the safe one: the dev provider signs anyone in as any demo user, Admins too). */
function oidcMissing(missing: readonly string[], byDefault: boolean): string {
  return [
    `Invalid configuration: AUTH_MODE=oidc${byDefault ? ' (the default when DATABASE_URL is set)' : ''} needs ${missing.join(', ')}`,
    "(the issuer, its keys and the API's audience).",
    'Either set them to your OIDC provider (e.g. Keycloak: OIDC_ISSUER=http://localhost:8180/realms/dtn,',
    'OIDC_JWKS_URI=<issuer>/protocol/openid-connect/certs, OIDC_AUDIENCE=dtn-api),',
    'or, for a trial only, set AUTH_MODE=dev (the dev identity provider: anyone who reaches the service signs in as any demo user).',
  ].join(' ');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const embedded = e.DATABASE_URL === undefined;
  const mode = e.AUTH_MODE ?? (embedded ? 'dev' : 'oidc');

  let auth: AuthConfig;
  if (mode === 'dev') {
    auth = { mode, keyDir: join(e.DATA_DIR, 'keys') };
  } else {
    const missing = (['OIDC_ISSUER', 'OIDC_JWKS_URI', 'OIDC_AUDIENCE'] as const).filter((name) => !e[name]);
    if (!e.OIDC_ISSUER || !e.OIDC_JWKS_URI || !e.OIDC_AUDIENCE) throw new Error(oidcMissing(missing, e.AUTH_MODE === undefined));
    auth = { mode, issuer: e.OIDC_ISSUER, jwksUri: e.OIDC_JWKS_URI, audience: e.OIDC_AUDIENCE, clientId: e.OIDC_CLIENT_ID };
  }

  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    esdbUrl: e.ESDB_URL,
    logLevel: e.LOG_LEVEL,
    embedded,
    auth,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? defaultMailFrom } : undefined,
    publicBaseUrl: publicBaseUrlFrom({ PUBLIC_BASE_URL: e.PUBLIC_BASE_URL, PORT: e.PORT }),
    demoMode: e.DEMO_MODE === undefined || ['true', '1', 'on'].includes(e.DEMO_MODE),
    metricsPort: e.METRICS_PORT,
    trustProxy: e.TRUST_PROXY,
  };
}
