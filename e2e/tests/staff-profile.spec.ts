import { adminSession, expect, expectAccessible, logIn, test } from './fixtures';

// A person's profile in Staff accounts (docs/product.md, Staff accounts): the owner opens a receptionist's
// account, sees the browser she is signed in on, ends it, and reads the account's History.

test('the owner opens a person, ends her session and reads her History', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'sqlite-desktop', 'width and engine do not matter here: the desk on SQLite alone');
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const desk = { name: `Huda ${id}`, email: `huda.${id}@palm-pearl.example`, password: `front desk ${id} password` };
  await adminSession(page);
  const created = await page.request.post('/api/admin/users', { data: { name: desk.name, email: desk.email, role: 'reception', therapistId: null, password: desk.password } });
  expect(created.status(), await created.text()).toBe(201);
  await page.request.post('/api/admin/logout');

  // She signs in from a browser of her own.
  const hers = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const signIn = await hers.request.post('/api/admin/login', { data: { email: desk.email, password: desk.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await logIn(page);
  await page.goto('/admin?tab=staff');
  await page.getByRole('button', { name: `Profile of ${desk.name}` }).click();
  const dialog = page.getByRole('dialog', { name: desk.name });
  const sessions = dialog.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('listitem')).toContainText('Signed in');
  await dialog.getByRole('button', { name: 'Show history' }).click();
  await expect(dialog.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, "a person's profile");

  await sessions.getByRole('button', { name: /^End the session on / }).click();
  await expect(page.getByText('Session ended', { exact: true })).toBeVisible();
  await expect(sessions.getByText('Not signed in anywhere.')).toBeVisible();
  const after = await hers.request.get('/api/admin/me');
  expect(after.status()).toBe(401);
  await hers.close();
});
