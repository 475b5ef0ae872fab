// A person in Chromium: signs in with a code from `npm run login-code`, sees the nav their role allows, creates, edits
// and deletes a user, is redirected away from a route they may not open, and signs out. The first test signs in through
// the form; the others by the refresh cookie.
import { describe, expect, it } from 'vitest';
import { screenshot, signInWithCode } from './support/browser';
import { browserSession } from './support/browserSession';

const { session, signedInPage } = browserSession('users-journey');

describe('users journey', () => {
  it('an admin signs in with a code, manages a user, and signs out', { timeout: 90_000 }, async () => {
    const { server } = session;
    // Nobody signed in yet: a browser of its own, closed here.
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      // A step that cannot happen should fail with its locator named, well before the test's own timeout (as on the
      // session's pages).
      page.setDefaultTimeout(15_000);
      await page.goto(`${server.url}/`);
      await page.waitForURL(/\/account\/login/);

      await page.goto(`${server.url}/account/login-email`);
      await expect(page.getByRole('button', { name: 'Login' }).isDisabled()).resolves.toBe(true);
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByLabel('Security Code').fill('123456');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Email is not valid').waitFor();

      await signInWithCode(page, server.url, 'admin@example.com', await server.loginCode('admin@example.com'));
      // Sign-in lands on the first task queue with work (docs/decisions.md); /users is opened from there.
      await page.waitForURL(/\/tasks\/[a-z-]+/);
      await page.goto(`${server.url}/users`);
      await page.waitForURL(/\/users$/);
      await page.getByText('Hi, Ada Admin!').waitFor();
      for (const area of ['Tasks', 'Brands', 'Menus', 'Users', 'Reports', 'Settings']) {
        await page.getByRole('navigation').getByText(area, { exact: true }).first().waitFor();
      }
      await page.getByText(/\d+ matching records/).waitFor();
      await screenshot(page, 'users-list');

      await page.getByRole('button', { name: 'Add user' }).click();
      await page.waitForURL(/\/users\/create$/);
      // An untouched form has nothing to save.
      expect(await page.getByRole('button', { name: 'Save' }).first().isDisabled()).toBe(true);
      await page.getByLabel('Name').fill('Nina New');
      await page.getByLabel('Email').fill('nina.new@example.com');
      await page.getByLabel('Role').click();
      await page.getByRole('option', { name: 'Reviewer', exact: true }).click();
      await screenshot(page, 'user-create');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await page.getByText('User created.', { exact: true }).waitFor();
      await page.waitForURL(/\/users(\?.*)?$/);
      await page.goto(`${server.url}/users?pageSize=100`);

      const row = page.getByRole('row', { name: /Nina New/ });
      await page.getByText('nina.new@example.com').waitFor();
      await row.getByRole('link', { name: /edit/i }).or(row.getByRole('button', { name: /edit/i })).first().click();
      await page.waitForURL(/\/users\/\d+$/);
      await page.getByLabel('Name').fill('Nina Renamed');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await page.getByText('User updated.', { exact: true }).waitFor();

      await page.goto(`${server.url}/users?pageSize=100`);
      const renamed = page.getByRole('row', { name: /Nina Renamed/ });
      await renamed.getByRole('button', { name: /delete/i }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Nina Renamed has been successfully deleted.', { exact: true }).waitFor();
      // The list asks the server again after a delete; the row goes once the answer is in.
      await page.getByText('nina.new@example.com').waitFor({ state: 'detached' });

      await page.goto(`${server.url}/account/logout`);
      await page.waitForURL(/\/account\/login/);
      await page.goto(`${server.url}/users`);
      await page.waitForURL(/\/account\/login/);
    } finally {
      await context.close();
    }
  });

  it('a team leader cannot choose a role above their own, nor change their own role', { timeout: 60_000 }, async () => {
    const page = await signedInPage('teamLeader@example.com', '/users/create');
    await page.getByText('Roles with permissions your own role does not have cannot be given.').waitFor();
    await page.getByLabel('Role').click();
    await expect(page.getByRole('option', { name: 'Admin', exact: true }).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.getByRole('option', { name: 'Definer', exact: true }).getAttribute('aria-disabled')).resolves.not.toBe('true');
    await page.keyboard.press('Escape');
    await page.goto(`${session.server.url}/users?pageSize=100`);
    await page.getByRole('row', { name: /Theo Team Leader/ }).getByRole('link', { name: /edit/i }).or(page.getByRole('row', { name: /Theo Team Leader/ }).getByRole('button', { name: /edit/i })).first().click();
    await page.getByText('You cannot change your own role.').waitFor();
    await expect(page.getByLabel('Role').isDisabled()).resolves.toBe(true);
    await screenshot(page, 'user-own-role-locked');
  });

  // The spec sends a forbidden route to /users; someone who may not list users either goes to their first area.
  it('a definer sees only their areas and is redirected from a forbidden route', { timeout: 60_000 }, async () => {
    // Their landing page, as after sign-in.
    const page = await signedInPage('definer@example.com', '/');
    const nav = page.getByRole('navigation');
    await nav.getByText('Tasks', { exact: true }).first().waitFor();
    await expect(nav.getByText('Users', { exact: true }).count()).resolves.toBe(0);
    await expect(nav.getByText('Settings', { exact: true }).count()).resolves.toBe(0);
    await page.goto(`${session.server.url}/settings`);
    await page.waitForURL(/\/tasks/);
    await page.goto(`${session.server.url}/users`);
    await page.waitForURL(/\/tasks/);
    await screenshot(page, 'definer-redirected');
  });
});
