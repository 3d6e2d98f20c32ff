/**
 * Security headers on every response of a service (buildApp registers them first, so they are
 * on the API, the built app, the docs, errors and 404s alike), through @fastify/helmet:
 *
 *   securityHeadersPlugin({connectSources?})   the app's policy, for every route
 *   docsSecurityHeaders                        the route-level helmet config of the Swagger UI
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
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own helmet options, read by @fastify/helmet at request time (the docs' CSP). */
    helmet?: FastifyHelmetOptions;
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
export const docsSecurityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...appDirectives([]),
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'form-action': ["'none'"],
    },
  },
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

const plugin: FastifyPluginAsync<{ connectSources?: string[] }> = async (app, options) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(options.connectSources ?? []) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
};

export const securityHeadersPlugin = fp(plugin, { name: 'dtn-security-headers' });
