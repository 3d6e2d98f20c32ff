import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { apiAudience, demoPassword, keycloakAdmin, keycloakForTests, passwordToken, realm } from './harness/keycloak';
import { screenshot } from './harness/screenshots';
import { eventually, openTab } from './harness/session';

/**
 * Sign-in through a real OIDC provider: Keycloak (platform/keycloak/start-keycloak.sh) with the
 * realm of the production topology (deploy/keycloak/realm-dtn.json), and `npm start` in oidc mode
 * trusting it. A demo user signs in on Keycloak's own login form (authorization code + PKCE),
 * lands back in the app, which calls the API with the access token (the server verifies it
 * against the realm's JWKS), and signs out at the issuer too. Tokens of another audience or of
 * another issuer are refused.
 */
const keycloak = keycloakForTests();
const skip = browserSkipReason() ?? ('skip' in keycloak ? keycloak.skip : undefined);

if (skip) {
  console.warn(`OIDC sign-in suite skipped: ${skip}`);
  describe('sign-in through Keycloak', () => it.skip(skip, () => undefined));
} else {
  const kcUrl = (keycloak as { url: string }).url;
  const issuer = `${kcUrl}/realms/${realm}`;

  describe('sign-in through Keycloak (authorization code + PKCE)', () => {
    let app: RunningApp;
    let browser: Browser;
    let admin: Awaited<ReturnType<typeof keycloakAdmin>>;

    beforeAll(async () => {
      admin = await keycloakAdmin(kcUrl);
      app = await startApp({
        env: {
          AUTH_MODE: 'oidc',
          OIDC_ISSUER: issuer,
          OIDC_JWKS_URI: `${issuer}/protocol/openid-connect/certs`,
          OIDC_AUDIENCE: apiAudience,
          OIDC_CLIENT_ID: 'dtn-frontend',
        },
      });
      // The realm knows the production address; this run's app lives on a free port.
      await admin.allowApp(app.url);
      // Short-lived tokens (the realm's are 15 minutes): the app must renew them while signed in.
      await admin.setAccessTokenLifespan(75);
      browser = await launchChromium();
    }, 300_000);

    afterAll(async () => {
      await admin?.setAccessTokenLifespan(900);
      await browser?.close();
      await app?.stop();
    });

    it('signs a demo user in on the Keycloak form, calls the API with the token, and signs out at the issuer', async () => {
      const tab = await openTab(browser);
      const { page } = tab;
      const verified: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === app.url && url.pathname.startsWith('/api/') && response.ok()) verified.push(url.pathname);
      });

      await page.goto(`${app.url}/marketplace`);
      await page.getByRole('button', { name: 'Continue to sign in' }).click();
      // Keycloak's own login page, on the issuer's origin.
      await page.waitForURL((url) => url.origin === kcUrl);
      expect(new URL(page.url()).searchParams.get('code_challenge_method')).toBe('S256');
      await page.locator('#username').fill('principal@lonestar.example');
      await page.locator('#password').fill(demoPassword);
      await screenshot(page, 'oidc-keycloak-login', 'light');
      await page.locator('#kc-login').click();

      // Back in the app, where the user was going, signed in as themselves.
      await page.waitForURL(`${app.url}/marketplace`);
      await eventually(
        async () => (await page.locator('[data-testid="marketplace-card"], .card').count()) > 0,
        'the marketplace shows vehicles',
        60_000,
      );
      await screenshot(page, 'oidc-signed-in-marketplace', 'light');
      expect(verified).toEqual(expect.arrayContaining(['/api/user/identity', '/api/marketplace/search']));
      const token = await page.evaluate<string | null>("sessionStorage.getItem('dtn.token')");
      const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
        iss: string;
        aud: string | string[];
        email: string;
      };
      expect(claims).toMatchObject({ iss: issuer, email: 'principal@lonestar.example' });
      expect([claims.aud].flat()).toContain(apiAudience);

      // A minute before the 75-second token expires, the app renews it without leaving the page;
      // the API takes the new one.
      await eventually(
        async () => (await page.evaluate<string | null>("sessionStorage.getItem('dtn.token')")) !== token,
        'the access token is renewed',
        90_000,
      );
      await page.getByRole('link', { name: 'Trade-ins' }).click();
      await eventually(async () => verified.includes('/api/marketplace/tradein/search'), 'trade-ins load with the renewed token', 30_000);

      // Signing out ends the session at Keycloak too: the next sign-in asks for the password again.
      await page.getByRole('button', { name: /Account/ }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${app.url}/`);
      expect(await page.evaluate<string | null>("sessionStorage.getItem('dtn.token')")).toBeNull();
      await page.goto(`${app.url}/home`);
      await page.getByRole('button', { name: 'Continue to sign in' }).click();
      await page.waitForURL((url) => url.origin === kcUrl);
      await expect(page.locator('#password').isVisible()).resolves.toBe(true);
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    });

    it("takes an invitee's first sign-in through Keycloak from the invitation email to their account", async () => {
      // The principal invites a new hire (through the API, with a token from a client of the
      // tests' own); Keycloak knows the new hire, the product does not yet.
      await admin.directGrantClient('dtn-e2e-api', { audience: apiAudience });
      const api = async (email: string, path: string, init: { method?: string; body?: unknown } = {}) => {
        const token = await passwordToken(kcUrl, realm, 'dtn-e2e-api', email, demoPassword);
        const res = await fetch(`${app.url}${path}`, {
          method: init.method ?? 'GET',
          headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
          ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        });
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        return res.json() as Promise<Record<string, unknown>>;
      };
      const newHire = `newhire-${Date.now()}@lonestar.example`;
      await admin.createUser(newHire, demoPassword, { firstName: 'Nova', lastName: 'Hire' });
      const principal = await api('principal@lonestar.example', '/api/user/getuser');
      const stores = (await api('principal@lonestar.example', '/api/dealership/userdealerships')) as unknown as { id: string }[];
      await api('principal@lonestar.example', '/api/invite/sendinvite', {
        method: 'POST',
        body: {
          emailAddress: newHire,
          userRole: 'SalesAssociate',
          buyAuthority: true,
          sellAuthority: false,
          dealerGroupId: principal.dealerGroupId,
          dealershipIds: [stores[0]!.id],
        },
      });
      let link: URL | undefined;
      await eventually(async () => {
        const mails = (await api('admin@dtn.example', '/api/dev/outbox')) as unknown as { toAddress: string; body: string }[];
        const mail = mails.find((m) => m.toAddress === newHire);
        const href = mail && /https?:\/\/\S+\/invite\/accept\?token=[^\s"<>]+/.exec(mail.body)?.[0];
        link = href ? new URL(href) : undefined;
        return link !== undefined;
      }, 'the invitation email is in the outbox');

      // The new hire follows the link in a browser of their own, signs in on Keycloak's form for
      // the first time, comes back to the invitation and accepts it.
      const tab = await openTab(browser);
      const { page } = tab;
      await page.goto(`${app.url}${link!.pathname}${link!.search}`);
      await page.getByRole('button', { name: 'Sign in to accept' }).click();
      await page.getByRole('button', { name: 'Continue to sign in' }).click();
      await page.waitForURL((url) => url.origin === kcUrl);
      await page.locator('#username').fill(newHire);
      await page.locator('#password').fill(demoPassword);
      await page.locator('#kc-login').click();
      await page.waitForURL((url) => url.origin === app.url && url.pathname === '/invite/accept');
      await expect(page.getByTestId('signed-in-as').textContent()).resolves.toContain(newHire);
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      await page.waitForURL(`${app.url}/home`).catch(async (error: unknown) => {
        await screenshot(page, 'oidc-invitee-stuck', 'light');
        throw new Error(`${String(error)}\n${await page.locator('main').innerText()}\n${tab.pageErrors.join('\n')}`);
      });
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await screenshot(page, 'oidc-invitee-home', 'light');
      const me = await api(newHire, '/api/user/getuser');
      // The new account takes the names the provider knows (given_name, family_name).
      expect(me).toMatchObject({ email: newHire, role: 'SalesAssociate', firstName: 'Nova', lastName: 'Hire' });
      // The invitee's first sign-in asks /api/user/identity (a 200): no 403 on getuser (issue 37, finding 7d).
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    });

    it('refuses a token of another audience and a token of another issuer', async () => {
      // A client of the same realm without the dtn-api audience: a genuine token, for someone else.
      await admin.directGrantClient('dtn-e2e-other-audience');
      const otherAudience = await passwordToken(kcUrl, realm, 'dtn-e2e-other-audience', 'principal@lonestar.example', demoPassword);
      // The same, with the audience: accepted, so the refusals below are about audience and issuer.
      await admin.directGrantClient('dtn-e2e-api', { audience: apiAudience });
      const valid = await passwordToken(kcUrl, realm, 'dtn-e2e-api', 'principal@lonestar.example', demoPassword);
      const call = (token: string) => fetch(`${app.url}/api/user/getuser`, { headers: { authorization: `Bearer ${token}` } });

      expect((await call(valid)).status).toBe(200);
      expect((await call(otherAudience)).status).toBe(401);
      // The master realm's admin token: signed by Keycloak, but another issuer (and keys).
      expect((await call(await admin.masterToken())).status).toBe(401);
    });
  });
}
