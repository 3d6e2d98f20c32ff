import { describe, expect, it } from '@jest/globals';
import { startupBanner, type BannerInput } from './startup-banner';

const dev: BannerInput = { host: '127.0.0.1', port: 8080, opsPort: 9464, demoMode: true, auth: { mode: 'dev', keyDir: '.data/keys' } };
const oidc: BannerInput = {
  ...dev,
  auth: {
    mode: 'oidc',
    issuer: 'http://127.0.0.1:8180/realms/dtn',
    jwksUri: 'http://127.0.0.1:8180/certs',
    audience: 'dtn-api',
    clientId: 'dtn-frontend',
  },
};

describe('startupBanner', () => {
  it('says it listens on this machine only by default, and how to open it up', () => {
    const banner = startupBanner(dev);
    expect(banner).toContain('Dealer Trade Network is running at http://localhost:8080');
    expect(banner).toContain('Listening on 127.0.0.1:8080 (ops 9464): this machine only. HOST=0.0.0.0 lets other machines in');
    expect(banner).toContain('Metrics (ops listener): http://localhost:9464/metrics');
  });

  it('warns when HOST opens the dev sign-in to other machines', () => {
    const open = startupBanner({ ...dev, host: '0.0.0.0' });
    expect(open).toContain('Listening on 0.0.0.0:8080 (ops 9464) (HOST): WARNING, anyone who reaches this address can sign in');
    expect(startupBanner({ ...oidc, host: '0.0.0.0' })).not.toContain('WARNING');
    expect(startupBanner({ ...dev, host: '::1' })).toContain('Listening on [::1]:8080');
  });

  it('prints the sign-in of the mode it runs: the dev routes only in dev mode', () => {
    expect(startupBanner(dev)).toContain('curl http://localhost:8080/auth/dev/users');
    const banner = startupBanner(oidc);
    expect(banner).not.toContain('/auth/dev/');
    expect(banner).toContain('Sign in (OIDC, http://127.0.0.1:8180/realms/dtn, client dtn-frontend)');
    expect(banner).toContain('the audience dtn-api');
  });
});
