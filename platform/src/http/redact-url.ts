/**
 * One redaction of the query values that are secrets, for every URL the services write down: a
 * problem's `instance` and the request lines of the log. A token passed as `?access_token=` came
 * back in the 401's instance and sat in the log; an invitation's `/invite/accept?token=…` was
 * logged whenever the invitee opened it.
 *
 *   redactUrl(url)             the URL with each sensitive value replaced by REDACTED; the rest
 *                              exactly as sent (keys, order, encoding)
 *   requestLogSerializer       fastify's own `req` log serializer, with the URL redacted
 *
 * Sensitive: a key naming a token, secret, password, credential, signature or API key, and the
 * OAuth `code` (an authorization code), `state` and `session_state`. Keys are compared decoded and case-blind, so
 * `Access%5FToken` is caught too.
 */
import type { FastifyRequest } from 'fastify';

const sensitiveKey = /token|secret|passw|credential|signature|api[-_]?key|^(code|sig|jwt|auth|authorization)$|(^|_)state$/i;

const decodedKey = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const end = pair.indexOf('=');
      const key = end === -1 ? pair : pair.slice(0, end);
      return end !== -1 && sensitiveKey.test(decodedKey(key).trim()) ? `${key}=REDACTED` : pair;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}

/** What fastify logs of a request ("incoming request", "request completed"), its URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
