/**
 * Security headers on every response of a service (buildApp registers them first, so they are
 * on the API, the built app, the docs, errors and 404s alike), through helmet:
 *
 *   securityHeadersPlugin({connectSources?})   the app's policy, for every route
 *   route config `securityHeaders: 'docs'`     the Swagger UI's own policy
 *   appDirectives(connectSources), policyText  the app's policy as text (the production proxy
 *                                              serves the built app itself and sends the same)
 *
 * The app's Content-Security-Policy: scripts only from our own origin (no inline script, no
 * eval), styles from our own origin plus inline style attributes (react-bootstrap and the
 * popper positioning set element styles; a `style="..."` attribute cannot run script), images
 * from our origin, data: (Bootstrap's icons are data: SVGs in the CSS) and blob: (previews),
 * API calls to our origin and, in oidc mode, the issuer (discovery and token endpoints);
 * frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): no page of ours is framed.
 * Plus nosniff, Referrer-Policy no-referrer (an invitation token in a URL never leaks through a
 * Referer), and the cross-origin isolation headers helmet sets by default.
 * Strict-Transport-Security is left to whatever terminates TLS (this process may serve plain
 * HTTP on localhost, where HSTS is ignored anyway).
 */
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which policy a route's answers carry: the app's (default) or the Swagger UI's. */
    securityHeaders?: 'app' | 'docs';
  }
}

type Directives = Record<string, string[]>;

export const appDirectives = (connectSources: string[]): Directives => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...connectSources],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** The header value of a policy, as nginx must send it for the app it serves itself. */
export const policyText = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** Swagger UI (/api/docs): its own scripts only; it injects a <style> element at run time
 * (seen in Chromium), so inline styles are allowed there, and data: images for its icons. */
const docsDirectives: Directives = {
  ...appDirectives([]),
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'form-action': ["'none'"],
};

/** The origin of a URL (what a CSP source names); null when it is not an http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Each policy's headers are worked out once, when the plugin registers: @fastify/helmet built
 * helmet's middleware (parsing and checking every CSP directive) again on every request, which
 * was about 5% of the server's CPU under the HTTP bench's load.
 */
const plugin: FastifyPluginAsync<{ connectSources?: string[] }> = async (app, options) => {
  const policy = (directives: Directives) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    });
  const policies = { app: policy(appDirectives(options.connectSources ?? [])), docs: policy(docsDirectives) };
  app.addHook('onRequest', (request, reply, done) => {
    policies[request.routeOptions.config.securityHeaders ?? 'app'](request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};

export const securityHeadersPlugin = fp(plugin, { name: 'dtn-security-headers' });
