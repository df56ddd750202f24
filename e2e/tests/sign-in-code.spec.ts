import { createHmac } from 'node:crypto';

import { adminSession, expect, expectAccessible, submitLogin, test } from './fixtures';

/** The bytes of a base32 text (RFC 4648, no padding), as authenticator apps read a key. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The RFC 6238 code of `secret` at `when`: HMAC-SHA-1 of the 30-second step, 6 digits. */
function totp(secret: string, when: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(when / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

// Width does not matter here: one desktop project. The code is turned on for an owner account of the test's
// own, so the other specs, which sign in as the shared owner with the password alone, are not affected.
test('an owner turns on a sign-in code, signs out, and signs in with it', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'sqlite-desktop', 'one desktop project is enough');
  const email = `code-owner-${Date.now().toString(36)}@serenity.example`;
  const password = 'Frankincense & myrrh 2026';
  await adminSession(page);
  const made = await page.request.post('/api/admin/users', { data: { name: 'Code Owner', email, role: 'owner', password } });
  expect(made.status(), await made.text()).toBe(201);
  await context.clearCookies();

  const signIn = () => submitLogin(page, { email, password });
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // My account, from the signed-in name: set the code up.
  await page.getByRole('banner').getByRole('link', { name: 'Code Owner' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in code' })).toBeVisible();
  // Its Sessions list this browser, so that axe below checks the list too.
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Show my key' }).click();
  const key = page.getByTestId('code-secret');
  await expect(key).toHaveText(/^[A-Z2-7]{32}$/);
  const secret = (await key.textContent()) ?? '';
  await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await expectAccessible(page, 'sign-in code set-up');
  await page.getByLabel('Code', { exact: true }).fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on code' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On: sign-ins need a code from your authenticator app after the password.')).toBeVisible();

  // Signed out, the password alone is not enough any more.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn();
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await expect(page.getByText('Login Successful', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'the login asking for the code');
  // The code of the next step: the one of the set-up's step was used, and the server takes one step either side.
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
