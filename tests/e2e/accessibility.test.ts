// axe-core on the screens people spend their day in, for the roles that see them differently: the sign-in pages, the
// task lists, a task page, the users list and the user form. Any serious or critical violation fails (support/accessibility).
import { describe, it } from 'vitest';
import { expectAccessible, expectFocusStaysVisible } from './support/accessibility';
import { browserSession } from './support/browserSession';

const { session, signedInPage } = browserSession('accessibility');

describe('accessibility (axe-core, serious and critical)', () => {
  it('the sign-in pages', async () => {
    // Nobody signed in: a browser of its own, closed here.
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${session.server.url}/account/login`);
      await page.getByText('Sign in with email').waitFor();
      await expectAccessible(page, '/account/login');
      await page.goto(`${session.server.url}/account/login-email`);
      await page.getByLabel('Email Address').waitFor();
      await expectAccessible(page, '/account/login-email');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a task list and a task page, as a definer', async () => {
    const page = await signedInPage('definer@example.com', '/tasks/brand-gateway');
    await page.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, '/tasks/brand-gateway');
    await expectFocusStaysVisible(page, '/tasks/brand-gateway');
    await page.getByRole('row').nth(1).click();
    await page.waitForURL(/\/tasks\/brand-gateway\/\d+/);
    await page.getByRole('heading', { name: /Brand gateway task \d+/ }).waitFor();
    await expectAccessible(page, 'a brand gateway task page');
    await expectFocusStaysVisible(page, 'a brand gateway task page', 40);
  }, 90_000);

  it('the users list and the user form, as an admin', async () => {
    const page = await signedInPage('admin@example.com', '/users');
    await page.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, '/users');
    await page.goto(`${session.server.url}/users/create`);
    await page.getByLabel('Email', { exact: false }).first().waitFor();
    await expectAccessible(page, '/users/create');
    await expectFocusStaysVisible(page, '/users/create');
  }, 90_000);
});
