import path from 'node:path';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  aCompany,
  newAccount,
  SCREENSHOT_DIR,
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
// Two-factor authentication is turned on with the app's first code, asked at sign-in (a code,
// then a recovery code) and turned off with the password; a built-in account edits its name.

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
    companyId = await signUpWithCompany(laptop.page, stack.baseUrl, owner, aCompany(COMPANY));
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

describe('Two-Factor Authentication', () => {
  const person = newAccount('Mary', 'Jackson');
  let secret = '';
  let enabledAt = 0;
  let recoveryCodes: string[] = [];

  /** The code the authenticator app shows `steps` time steps (30 s) after `epoch` (seconds). */
  const appCode = (epoch: number, steps = 0) => generate({ secret, epoch: epoch + steps * 30 });
  const signOut = async () => {
    await phone.page.goto(`${stack.baseUrl}/api/logout`);
    await phone.page.waitForURL(`${stack.baseUrl}/`);
    expect(await signedIn(phone)).toBe(false);
  };
  /** The password step of the sign-in page: the second step shows, with no session yet. */
  const passwordStep = async () => {
    const { page } = phone;
    await page.goto(`${stack.baseUrl}/sign-in`);
    await submitSignIn(page, person);
    await visible(page.getByRole('heading', { name: 'Two-factor authentication' }));
    expect(await signedIn(phone)).toBe(false);
  };
  const secondStep = async (code: string) => {
    await phone.page.locator('#two-factor-code').fill(code);
    await phone.page.getByRole('button', { name: 'Verify' }).click();
  };

  it('is enabled with the first code of the app, and shows the recovery codes once', async () => {
    await signUpWithCompany(phone.page, stack.baseUrl, person, {
      name: 'Langley Research',
      industry: 'Government',
      size: '1000+',
    });
    const { page } = phone;
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    const dialog = modal(phone, 'Enable Two-Factor Authentication');
    await visible(dialog.getByAltText('QR code for your authenticator app'));
    secret = (await dialog.getByTestId('two-factor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-two-factor-enable.png') });

    await dialog.getByLabel(/^Code from the app/).fill('000000');
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await visible(dialog.getByText('That code is not correct.'));
    enabledAt = Math.floor(Date.now() / 1000);
    await dialog.getByLabel(/^Code from the app/).fill(await appCode(enabledAt));
    await dialog.getByRole('button', { name: 'Enable' }).click();
    const codes = modal(phone, 'Save your recovery codes');
    await visible(codes);
    recoveryCodes = await codes.locator('li code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await codes.screenshot({
      path: path.join(SCREENSHOT_DIR, 'account-two-factor-recovery-codes.png'),
    });
    await codes.getByRole('button', { name: 'Done' }).click();
    await codes.waitFor({ state: 'detached' });
    await visible(page.getByText('Signing in asks for a code from your authenticator app'));
  });

  it('asks for a code after the password, and refuses a wrong one', async () => {
    await signOut();
    await passwordStep();
    await secondStep('000000');
    await visible(phone.page.getByText('That code is not correct.'));
    await phone.screenshot('sign-in-two-factor');
    // The next time step's code: the enabling code's own step is used up.
    await secondStep(await appCode(enabledAt, 1));
    await phone.page.waitForURL(`${stack.baseUrl}/`);
    expect(await signedIn(phone)).toBe(true);
  });

  it('accepts a recovery code instead, once', async () => {
    await signOut();
    await passwordStep();
    await secondStep(recoveryCodes[0]!);
    await phone.page.waitForURL(`${stack.baseUrl}/`);
    expect(await signedIn(phone)).toBe(true);
  });

  it('is disabled with the password; the sign-in asks for the password only', async () => {
    const { page } = phone;
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const dialog = modal(phone, 'Disable Two-Factor Authentication');
    await dialog.getByLabel(/^Password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await visible(dialog.getByText('Your password is not correct'));
    await dialog.getByLabel(/^Password/).fill(person.password);
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await visible(page.getByText('Two-factor authentication disabled'));
    await visible(page.getByRole('button', { name: 'Enable', exact: true }));

    await signOut();
    await signInThroughUi(page, stack.baseUrl, person);
    expect(await signedIn(phone)).toBe(true);
  });

  it('lets a built-in account edit its name, shown at once in the sidebar', async () => {
    const { page } = phone;
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByLabel(/^First Name/).fill('Mae');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await visible(page.getByText('Profile updated'));
    await visible(page.locator('aside').getByText('Mae Jackson'));
    await page.reload();
    await visible(page.locator('aside').getByText('Mae Jackson'));
    expect(phone.errors).toEqual([]);
  });
});

async function userIdOf(email: string): Promise<string> {
  const row = (await stack.db.knex('users').where({ email }).first('id')) as { id: string };
  return row.id;
}
