import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [w, h, touch] of [[390, 844, true], [800, 1000, false], [1280, 900, false]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: touch, isMobile: touch });
  const page = await ctx.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]');
  if (w < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Our Specialties/ }).click();
    await page.screenshot({ path: `/tmp/shots/menu-${w}.png` });
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Family Travel', exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /Our Specialties/ }).click();
    await page.screenshot({ path: `/tmp/shots/menu-${w}.png` });
    await page.getByRole('banner').getByRole('link', { name: 'Family Travel', exact: true }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Family Vacations, Perfectly Planned' }).waitFor({ timeout: 15000 });
  await page.screenshot({ path: `/tmp/shots/family-${w}.png` });
  await page.evaluate(() => document.querySelector('.where-to')?.scrollIntoView());
  await page.screenshot({ path: `/tmp/shots/family-whereto-${w}.png` });
  await page.goto(`${base}/services/`, { waitUntil: 'load' });
  await page.evaluate(() => document.querySelector('.specialties-grid__list')?.lastElementChild?.scrollIntoView({ block: 'end' }));
  await page.screenshot({ path: `/tmp/shots/specialties-${w}.png` });
  await page.goto(`${base}/landing-cruise/`, { waitUntil: 'load' });
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.screenshot({ path: `/tmp/shots/landing-${w}.png` });
  await ctx.close();
}
await browser.close();
