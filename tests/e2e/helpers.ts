import { expect, type Page } from '@playwright/test';

export const USERS = {
  admin: { username: 'admin', password: 'admin1234' },
  hr: { username: 'hr', password: 'hr1234' },
  staff: { username: 'staff', password: 'staff1234' },
  sales: { username: 'sales', password: 'sales1234' },
  guest: { username: 'guest', password: 'guest1234' },
} as const;
export type DemoUser = keyof typeof USERS;

/** Signs in through the login form, as a user would, and waits to leave the login page. */
export async function login(page: Page, who: DemoUser, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(USERS[who].username);
  await page.getByLabel('Password').fill(USERS[who].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** A name no other test run uses, so tests can share one database. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
