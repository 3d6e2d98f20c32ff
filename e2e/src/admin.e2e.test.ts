/**
 * Issue 14 in a real browser: dealer administration, invitations end to end (send, the outbox
 * link, sign-in as the invitee, accept), system administration, leads and the demo reset, against
 * `npm start` in Debian's Chromium. Screenshots of every administration screen in a light and a
 * dark theme, at desktop and phone width, land in e2e/screenshots/admin-*; axe checks each one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { bundleSizes } from '@dtn/bench/bundle-size';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { devToken } from './harness/api-as';
import { browserSkipReason, launchChromium } from './harness/browser';
import { seriousAccessibilityViolations, type AxeFinding } from './harness/axe';
import { screenshot } from './harness/screenshots';
import { eventually, networkSettled, openTab, shownTheme, signIn, type Tab } from './harness/session';

/** Demo users of the seed (GET /auth/dev/users). */
const principal = 'principal@lonestar.example';
const admin = 'admin@dtn.example';
const otherGroupManager = 'gm@pacific.example';

/** Unique per run, so a rerun against a running app (E2E_APP_URL) meets no earlier invite. */
const run = Date.now().toString(36);
/** Slugs take only lowercase letters and hyphens: the run's digits become letters. */
const runLetters = run.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

/** The accept link of the newest invitation email to `to`, read as admin@dtn.example from the outbox. */
async function invitationLink(appUrl: string, to: string): Promise<URL> {
  const token = await devToken(appUrl, admin);
  let link: string | undefined;
  await eventually(async () => {
    const response = await fetch(`${appUrl}/api/dev/outbox`, { headers: { authorization: `Bearer ${token}` } });
    const emails = (await response.json()) as { toAddress: string; body: string }[];
    link = /https?:\/\/\S+\/invite\/accept\?token=[^\s>]+/.exec(emails.find((email) => email.toAddress === to)?.body ?? '')?.[0];
    return link !== undefined;
  }, `the invitation email to ${to} is in the outbox`);
  return new URL(link!);
}

/** The link's path on the app under test (PUBLIC_BASE_URL says localhost, the app listens on 127.0.0.1). */
const onApp = (appUrl: string, link: URL) => `${appUrl}${link.pathname}${link.search}`;

/** API errors a step expects. An invitee without a user yet is no longer one of them: the session
 * asks /api/user/identity, a 200 either way (issue 37, finding 7d). */
const unexpected = (errors: string[], ...expected: RegExp[]) => errors.filter((error) => !expected.some((pattern) => pattern.test(error)));

async function sendInvite(page: Page, appUrl: string, email: string, role: string, dealerships: number) {
  await page.goto(`${appUrl}/dealeradmin?tab=invites`);
  await page.getByRole('button', { name: 'Send invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send invite' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await dialog.getByLabel('Buy authority').check();
  const boxes = dialog.getByTestId('dealership-checklist').getByRole('checkbox');
  for (let i = 0; i < dealerships; i++) await boxes.nth(i).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The list refreshes about 2 s after the send.
  await page.getByTestId('invite-row').filter({ hasText: email }).getByText('Pending', { exact: true }).waitFor({ timeout: 15_000 });
}

suite('administration, invitations and the demo reset in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  const tabs: Tab[] = [];
  const tab = async (options?: { theme?: string }) => {
    const opened = await openTab(browser, options);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const opened of tabs) await opened.close();
    await browser?.close();
    await app?.stop();
  });

  it('a dealer principal invites a user, who follows the emailed link, signs in and accepts; the principal then edits them', async () => {
    const invitee = `new.hire.${run}@example.com`;
    const boss = await tab();
    await signIn(boss.page, app.url, principal);
    await sendInvite(boss.page, app.url, invitee, 'Sales associate', 1);

    // The invitee, in a browser of their own, follows the link of the email.
    const link = await invitationLink(app.url, invitee);
    expect(link.pathname).toBe('/invite/accept');
    const newcomer = await tab();
    const { page } = newcomer;
    await page.goto(onApp(app.url, link));
    await page.getByRole('button', { name: 'Sign in to accept' }).click();
    await page.getByLabel('Invited? Sign in with your email').fill(invitee);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(`Signed in as ${invitee}.`).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL(`${app.url}/home`, { timeout: 30_000 });
    // Signed in as themselves: the user menu names the new user (first name from the email).
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText(`new.hire.${run} User`).waitFor();
    expect(newcomer.pageErrors).toEqual([]);

    // The principal finds the invite accepted and the new user in the list; changes role and dealerships.
    await boss.page.goto(`${app.url}/dealeradmin?tab=invites`);
    await boss.page.getByTestId('invite-row').filter({ hasText: invitee }).getByText('Accepted', { exact: true }).waitFor();
    await boss.page.getByRole('tab', { name: 'Users' }).click();
    await boss.page.getByRole('searchbox', { name: 'Search users' }).fill(invitee);
    const row = boss.page.getByTestId('user-row').filter({ hasText: invitee });
    await row.waitFor();
    await row.getByText('Sales associate').click();
    await boss.page.getByRole('heading', { level: 1, name: `new.hire.${run} User` }).waitFor();
    expect(await boss.page.getByTestId('user-dealerships').getByRole('listitem').count()).toBe(1);
    await boss.page.getByRole('button', { name: 'Edit' }).click();
    await boss.page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Sales manager' });
    await boss.page.getByLabel('Sell authority').check();
    const boxes = boss.page.getByTestId('dealership-checklist').getByRole('checkbox');
    await boxes.first().uncheck();
    await boss.page.getByRole('button', { name: 'Save' }).click();
    await boss.page.getByText('At least one dealership must remain assigned.').waitFor();
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await boss.page.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => (await boss.page.getByTestId('user-role').textContent()) === 'Sales manager', 'the new role shows');
    expect(await boss.page.getByTestId('user-sell-authority').textContent()).toBe('Yes');
    expect(await boss.page.getByTestId('user-dealerships').getByRole('listitem').count()).toBe(2);
    expect(boss.pageErrors).toEqual([]);

    // The new user's own session sees the new role on the next read of their record.
    await page.reload();
    await page.getByRole('button', { name: 'Account' }).waitFor();
  }, 300_000);

  it('a Pending invite is revoked with the two-step confirm; an invitation opened by someone else says why it cannot be accepted', async () => {
    const boss = await tab();
    await signIn(boss.page, app.url, principal);
    const revoked = `revoked.${run}@example.com`;
    await sendInvite(boss.page, app.url, revoked, 'BDC manager', 1);
    const row = boss.page.getByTestId('invite-row').filter({ hasText: revoked });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Confirm revoke' }).click();
    await row.getByText('Revoked', { exact: true }).waitFor();

    // A link opened by the wrong person: another invitee (an identity without a user) is told it
    // is someone else's; a signed-in member of another group that they already have an account.
    const invited = `someone.${run}@example.com`;
    const wrongInvitee = `other.${run}@example.com`;
    await sendInvite(boss.page, app.url, invited, 'Sales associate', 1);
    await sendInvite(boss.page, app.url, wrongInvitee, 'Sales associate', 1);
    const link = await invitationLink(app.url, invited);
    const other = await tab();
    await other.page.goto(onApp(app.url, link));
    await other.page.getByRole('button', { name: 'Sign in to accept' }).click();
    await other.page.getByLabel('Invited? Sign in with your email').fill(wrongInvitee);
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.page.getByText(`Signed in as ${wrongInvitee}.`).waitFor();
    await other.page.getByRole('button', { name: 'Accept invitation' }).click();
    await other.page.getByText(/This invitation was sent to another email address/).waitFor();
    expect(await other.page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    expect(unexpected(other.pageErrors, /POST \S+\/api\/invite\/accept -> 403$/)).toEqual([]);

    const member = await tab();
    await signIn(member.page, app.url, otherGroupManager);
    await member.page.goto(onApp(app.url, link));
    await member.page.getByText(/^Signed in as .*\(gm@pacific\.example\)\.$/).waitFor();
    await member.page.getByRole('button', { name: 'Accept invitation' }).click();
    await member.page.getByText(/You already have an account/).waitFor();
    await member.page.getByRole('link', { name: 'Go to the app' }).waitFor();
    expect(unexpected(member.pageErrors, /POST \S+\/api\/invite\/accept -> 409$/)).toEqual([]);
    expect(boss.pageErrors).toEqual([]);
  }, 300_000);

  it('the Admin creates a dealer group, adds a dealership, invites its principal, sees the leads and resets the demo', async () => {
    const { page, pageErrors } = await tab();
    // A landing-page lead for the Leads tab.
    const lead = await fetch(`${app.url}/api/testdrive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Lee ${runLetters}`,
        email: `lee.${run}@example.com`,
        phone: '+1 555 123 4567',
        dealership: 'Gulf Ford',
      }),
    });
    expect(lead.status).toBe(201);

    await signIn(page, app.url, admin);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'System admin' }).click();
    await page.waitForURL(`${app.url}/systemadmin`);
    await page.getByRole('button', { name: 'Add dealer group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add dealer group' });
    const name = `Gulf Coast ${runLetters} Motors`;
    await dialog.getByLabel('Organization name').fill(name);
    await dialog.getByLabel('Slug').fill('Gulf Coast');
    await dialog.getByLabel('Short name').fill('Gulf');
    await dialog.getByLabel('DealerVault vendor id').fill(`V-${run}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('The slug may contain only lowercase letters and hyphens.').waitFor();
    await dialog.getByLabel('Slug').fill(`gulf-coast-${runLetters}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search dealer groups' }).fill(runLetters);
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('This dealer group has no dealerships yet.').first().waitFor();

    await page.getByRole('button', { name: 'Add dealership' }).click();
    const form = page.getByRole('dialog', { name: 'Add dealership' });
    await form.getByLabel('Name', { exact: true }).fill('Gulf Coast Toyota');
    await form.getByLabel('DealerVault id').fill(`DV-${run}`);
    await form.getByLabel('Address line 1').fill('1001 Main St');
    await form.getByLabel('City').fill('Houston');
    await form.getByLabel('State').selectOption('TX');
    await form.getByLabel('Postal code').fill('7700');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The postal code must be exactly 5 digits.').waitFor();
    await form.getByLabel('Postal code').fill('00000');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This is not a known US postal code.').waitFor();
    await form.getByLabel('Postal code').fill('77002');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByTestId('dealership-row').filter({ hasText: 'Houston, TX 77002' }).waitFor();

    await page.getByRole('button', { name: 'Edit Gulf Coast Toyota' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit dealership' });
    await edit.getByLabel('Name', { exact: true }).fill('Gulf Coast Toyota North');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Gulf Coast Toyota North', exact: true }).waitFor();

    const principalEmail = `principal.${run}@gulf.example`;
    await page.getByRole('button', { name: 'Invite dealer principal' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite dealer principal' });
    expect(await invite.getByLabel('Role').inputValue()).toBe('Dealer principal');
    await invite.getByLabel('Email address').fill(principalEmail);
    await invite.getByLabel(/Gulf Coast Toyota North/).check();
    await invite.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Invitation sent to ${principalEmail}.`).waitFor();
    expect((await invitationLink(app.url, principalEmail)).pathname).toBe('/invite/accept');

    await page.goto(`${app.url}/systemadmin?tab=leads`);
    await page
      .getByTestId('lead-row')
      .filter({ hasText: `Lee ${runLetters}` })
      .waitFor();

    await page.goto(`${app.url}/demo`);
    await page.getByRole('button', { name: 'Reset Demo' }).click();
    await page.getByText('Demo reset successfully!').waitFor({ timeout: 120_000 });
    await page.getByTestId('demo-summary').waitFor();
    // The unknown postal code was the server's to refuse (400 on the field).
    expect(unexpected(pageErrors, /POST \S+\/api\/dealership -> 400$/)).toEqual([]);
  }, 300_000);

  it('every administration screen in a light and a dark theme, desktop and phone: screenshots and no serious axe findings', async () => {
    const inviteLink = await (async () => {
      const boss = await tab();
      await signIn(boss.page, app.url, principal);
      const email = `shot.${run}@example.com`;
      await sendInvite(boss.page, app.url, email, 'Sales associate', 1);
      await boss.close();
      return invitationLink(app.url, email);
    })();

    type Screen = { name: string; as: string | null; open: (page: Page) => Promise<void> };
    const dialog = (page: Page, button: string, title: string) => async () => {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: title }).waitFor();
    };
    const firstGroup = async (page: Page) => {
      await page.goto(`${app.url}/systemadmin`);
      await page.getByRole('searchbox', { name: 'Search dealer groups' }).fill('lone star');
      await page.getByRole('link', { name: 'Lone Star Auto Group' }).click();
      await page.getByTestId('dealership-row').first().waitFor();
    };
    const screens: Screen[] = [
      {
        name: 'dealeradmin-users',
        as: principal,
        open: async (page) => {
          await page.goto(`${app.url}/dealeradmin`);
          await page.getByTestId('user-row').first().waitFor();
        },
      },
      {
        name: 'dealeradmin-invites',
        as: principal,
        open: async (page) => {
          await page.goto(`${app.url}/dealeradmin?tab=invites`);
          await page.getByTestId('invite-row').first().waitFor();
        },
      },
      {
        name: 'dealeradmin-send-invite',
        as: principal,
        open: async (page) => {
          await page.goto(`${app.url}/dealeradmin?tab=invites`);
          await dialog(page, 'Send invite', 'Send invite')();
          await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
          await page.getByText('Choose at least one dealership.').waitFor();
        },
      },
      {
        name: 'dealeradmin-user-edit',
        as: principal,
        open: async (page) => {
          await page.goto(`${app.url}/dealeradmin`);
          await page.getByTestId('user-row').filter({ hasText: 'Sales' }).first().getByRole('link').click();
          await page.getByRole('button', { name: 'Edit' }).click();
          await page.getByTestId('dealership-checklist').waitFor();
        },
      },
      {
        name: 'systemadmin-groups',
        as: admin,
        open: async (page) => {
          await page.goto(`${app.url}/systemadmin`);
          await page.getByTestId('group-row').first().waitFor();
        },
      },
      {
        name: 'systemadmin-add-group',
        as: admin,
        open: async (page) => {
          await page.goto(`${app.url}/systemadmin`);
          await dialog(page, 'Add dealer group', 'Add dealer group')();
          await page.getByRole('dialog').getByLabel('Slug').fill('Not A Slug');
          await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
          await page.getByText('The slug may contain only lowercase letters and hyphens.').waitFor();
        },
      },
      {
        name: 'systemadmin-leads',
        as: admin,
        open: async (page) => {
          await page.goto(`${app.url}/systemadmin?tab=leads`);
          await page.getByTestId('lead-row').or(page.getByText('No test-drive requests yet.')).first().waitFor();
        },
      },
      { name: 'systemadmin-group', as: admin, open: firstGroup },
      {
        name: 'systemadmin-dealership-dialog',
        as: admin,
        open: async (page) => {
          await firstGroup(page);
          await page
            .getByTestId('dealership-row')
            .first()
            .getByRole('button', { name: /^Edit / })
            .click();
          await page.getByRole('dialog', { name: 'Edit dealership' }).waitFor();
        },
      },
      {
        name: 'systemadmin-invite-principal',
        as: admin,
        open: async (page) => {
          await firstGroup(page);
          await dialog(page, 'Invite dealer principal', 'Invite dealer principal')();
        },
      },
      {
        name: 'demo',
        as: principal,
        open: async (page) => {
          await page.goto(`${app.url}/demo`);
          await page.getByRole('button', { name: 'Reset Demo' }).waitFor();
        },
      },
      {
        name: 'invitation-signed-out',
        as: null,
        open: async (page) => {
          await page.goto(onApp(app.url, inviteLink));
          await page.getByRole('button', { name: 'Sign in to accept' }).waitFor();
        },
      },
      {
        name: 'invitation-signed-in',
        as: otherGroupManager,
        open: async (page) => {
          await page.goto(onApp(app.url, inviteLink));
          await page.getByRole('button', { name: 'Accept invitation' }).waitFor();
        },
      },
    ];

    const findings: string[] = [];
    const errors: string[] = [];
    const describeFinding = (where: string, finding: AxeFinding) =>
      `${where}: ${finding.impact} ${finding.id} - ${finding.help} - ${finding.targets.join(' | ')}`;
    for (const theme of ['light', 'dracula']) {
      const sessions = new Map<string | null, Tab>();
      for (const screen of screens) {
        let session = sessions.get(screen.as);
        if (!session) {
          session = await tab({ theme });
          if (screen.as) await signIn(session.page, app.url, screen.as);
          sessions.set(screen.as, session);
        }
        const { page } = session;
        for (const [width, height, suffix] of [
          [1280, 900, ''],
          [390, 844, '-phone'],
        ] as const) {
          await page.setViewportSize({ width, height });
          await screen.open(page);
          await networkSettled(page);
          expect(await shownTheme(page)).toMatchObject({ theme });
          await screenshot(page, `admin-${screen.name}${suffix}`, theme);
          for (const finding of await seriousAccessibilityViolations(page)) {
            findings.push(describeFinding(`${screen.name}${suffix} (${theme})`, finding));
          }
          // A horizontal scrollbar on the page itself (not inside a table's own scroller) is broken layout.
          const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
          if ((overflow as number) > 0)
            findings.push(`${screen.name}${suffix} (${theme}): the page scrolls sideways by ${String(overflow)} px`);
        }
      }
      for (const session of sessions.values()) errors.push(...session.pageErrors);
    }
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
  }, 900_000);

  it('reports the bundle: the initial load stays under 250 KB gzip, each administration page is its own chunk', () => {
    const sizes = bundleSizes(app.distDir);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ours = sizes.pages.filter((page) => /dealer-admin|system-admin|demo|invitation/.test(page.page));
    console.log(
      [`initial load: ${kb(sizes.initialGzipBytes)} gzip`, ...ours.map((page) => `  ${page.page.padEnd(60)} +${kb(page.gzipBytes)}`)].join(
        '\n',
      ),
    );
    expect(ours.map((page) => page.page)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('dealer-admin-page'),
        expect.stringContaining('user-page'),
        expect.stringContaining('system-admin-page'),
        expect.stringContaining('group-page'),
        expect.stringContaining('demo-page'),
        expect.stringContaining('accept-page'),
      ]),
    );
    expect(sizes.initialGzipBytes).toBeLessThan(250 * 1024);
  });
});
