import { describe, expect, it } from '@jest/globals';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('replaces the values of secret keys and keeps the rest of the URL as sent', () => {
    expect(redactUrl('/api/push?access_token=eyJ.abc.def&x=1')).toBe('/api/push?access_token=REDACTED&x=1');
    expect(redactUrl('/invite/accept?token=s3cr3t')).toBe('/invite/accept?token=REDACTED');
    expect(redactUrl('/cb?code=abc&state=xyz&session_state=q&iss=https%3A%2F%2Fid')).toBe(
      '/cb?code=REDACTED&state=REDACTED&session_state=REDACTED&iss=https%3A%2F%2Fid',
    );
    expect(redactUrl('/x?client_secret=a&Password=b&refresh_token=c&api-key=d&X-Amz-Signature=e')).toBe(
      '/x?client_secret=REDACTED&Password=REDACTED&refresh_token=REDACTED&api-key=REDACTED&X-Amz-Signature=REDACTED',
    );
  });

  it('compares keys decoded, and leaves the keys the routes use alone', () => {
    expect(redactUrl('/a?Access%5FToken=t&access+token=u')).toBe('/a?Access%5FToken=REDACTED&access+token=REDACTED');
    const routes = '/api/marketplace?search=a&status=b&page=1&pageSize=15&make=c&sortOrder=d&descending=true&inviteId=e';
    expect(redactUrl(routes)).toBe(routes);
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/bare?token&%E0%A4%A=1')).toBe('/bare?token&%E0%A4%A=1');
  });
});
