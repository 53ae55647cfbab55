import { describe, expect, it } from 'vitest';
import {
  newAccount,
  signInThroughUi,
  signUpThroughUi,
  signUpWithCompany,
  submitSignIn,
  visible,
  type Browser,
} from './support/browser.ts';
import { openJourney } from './support/journey.ts';

// A person's own account, in Chromium against the real stack: changing the password signs out
// the other browser and keeps this one; deleting the account is refused for the last admin of a
// company with other members, then goes through once they are alone, and signs them out.

const { stack, laptop, phone, colleague } = openJourney(['laptop', 'phone', 'colleague']);
const owner = newAccount('Grace', 'Hopper');
const teammate = newAccount('Katherine', 'Johnson');
const NEW_PASSWORD = 'a-much-longer-passphrase';
const COMPANY = 'Analytical Engines Ltd';
let companyId = '';

/** A modal by its title, whether the kit marks it as a dialog or an alert dialog. */
const modal = (browser: Browser, title: string) =>
  browser.page.locator('[role=dialog], [role=alertdialog]').filter({ hasText: title });
const signedIn = async (browser: Browser) =>
  (await browser.page.request.get(`${stack.baseUrl}/api/auth/user`)).status() === 200;

describe('Change Password', () => {
  it('checks the form, refuses a wrong current password, then signs out the other browser only', async () => {
    companyId = await signUpWithCompany(laptop.page, stack.baseUrl, owner, {
      name: COMPANY,
      industry: 'Technology',
      size: '51-200',
    });
    await signInThroughUi(phone.page, stack.baseUrl, owner);

    const { page } = laptop;
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = modal(laptop, 'Change Password');
    await visible(dialog);
    await dialog.getByLabel(/^Current password/).fill(owner.password);
    await dialog.getByLabel(/^New password\b(?! again)/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^New password again/).fill(`${NEW_PASSWORD}-typo`);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await visible(dialog.getByText('The new passwords do not match'));

    await dialog.getByLabel(/^Current password/).fill('not-my-password');
    await dialog.getByLabel(/^New password again/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await visible(dialog.getByText('Your current password is not correct'));
    await laptop.screenshot('account-change-password');
    expect(await signedIn(phone)).toBe(true);

    await dialog.getByLabel(/^Current password/).fill(owner.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await visible(page.getByText('Password changed'));
    await dialog.waitFor({ state: 'detached' });

    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));

    owner.password = NEW_PASSWORD;
    await signInThroughUi(phone.page, stack.baseUrl, owner);
    expect(await signedIn(phone)).toBe(true);
    expect(laptop.errors).toEqual([]);
  });
});

describe('Delete Account', () => {
  it('is refused, with the reason, for the last admin of a company with other members', async () => {
    await signUpThroughUi(colleague.page, stack.baseUrl, teammate);
    await stack.db
      .knex('companyMembers')
      .insert({ companyId, userId: await userIdOf(teammate.email), role: 'member' });

    const { page } = laptop;
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = modal(laptop, 'Delete your account?');
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await visible(dialog.getByText(`You are the last admin of ${COMPANY}`));
    await laptop.screenshot('account-delete-refused');
    expect(await signedIn(laptop)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('is not offered Change Password on an account of an identity provider, and says why', async () => {
    // Such an account has no password here (the identity provider keeps it).
    await stack.db.knex('users').where({ email: teammate.email }).update({ passwordHash: null });
    const { page } = colleague;
    await page.goto(`${stack.baseUrl}/settings`);
    const button = page.getByRole('button', { name: 'Change Password' });
    await visible(button);
    expect(await button.isDisabled()).toBe(true);
    await visible(page.getByText('You sign in through your identity provider'));
    await colleague.screenshot('account-settings-identity-provider');
  });

  it('deletes the account once the admin is alone, and signs them out everywhere', async () => {
    await stack.db.knex('companyMembers').where({ companyId, role: 'member' }).delete();

    const { page } = laptop;
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = modal(laptop, 'Delete your account?');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await visible(page.getByRole('link', { name: /Sign In/i }).first());

    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(colleague)).toBe(true);
    expect(await stack.db.knex('companies').where({ id: companyId }).first()).toBeUndefined();

    await page.goto(`${stack.baseUrl}/sign-in`);
    await submitSignIn(page, owner);
    await visible(page.getByText('Incorrect e-mail or password'));
    expect(laptop.errors).toEqual([]);
  });
});

async function userIdOf(email: string): Promise<string> {
  const row = (await stack.db.knex('users').where({ email }).first('id')) as { id: string };
  return row.id;
}
