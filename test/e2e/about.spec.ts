import { test, expect } from './support';

test('About from the navigation: staff, terms, bubble, federation rules and features; the panel in the sidebar', async ({
  page,
}) => {
  await page.goto('/main/public');
  // the admin's own panel sits in the sidebar of every other screen
  await expect(page.locator('.sidebar .instance-panel')).toContainText('sign in as alice');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Demo Instance');
  await expect(page.locator('main .instance-panel')).toContainText('sign in as alice');
  // on the About screen the panel is not shown twice
  await expect(page.locator('.sidebar .instance-panel')).toHaveCount(0);

  const staff = page.getByRole('region', { name: 'Staff' });
  await expect(staff.getByRole('heading', { level: 3 })).toHaveText(['Administrators', 'Moderators']);
  await expect(staff.getByRole('link', { name: /admin/i }).first()).toBeVisible();

  await expect(page.getByRole('region', { name: 'Terms of service' })).toContainText('Be kind');
  await expect(page.getByRole('region', { name: 'Local bubble instances' })).toContainText('akkoma.example');

  const federation = page.getByRole('region', { name: 'Federation' });
  const rejected = federation.getByRole('table', { name: 'Rejected' });
  await expect(rejected.getByRole('row')).toHaveText(['InstanceReason', 'spam.exampleSpam waves', 'abuse.examplenot applicable']);
  await expect(federation.getByRole('table', { name: /Quarantined/ })).toContainText('leaky.example');
  await expect(federation).toContainText('crypto giveaway');
  await expect(federation.getByText(/becomes/)).toHaveText('teh becomes the');

  await expect(page.getByRole('region', { name: 'Features' })).toContainText('Posts up to 5,000 characters');
});
