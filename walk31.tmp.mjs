import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4495';
const out = '/work/wt/walk31';
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const log = (...a) => console.log(...a);
for (const [name, viewport] of [['phone', { width: 412, height: 915 }], ['desktop', { width: 1366, height: 768 }]]) {
  const ctxOpts = { viewport, locale: 'en-ZA', timezoneId: 'Africa/Johannesburg' };
  // 1. Johannesburg first visit
  let ctx = await browser.newContext({ ...ctxOpts, geolocation: { latitude: -26.1076, longitude: 28.0567 }, permissions: ['geolocation'] });
  let page = await ctx.newPage();
  await page.goto(base + '/');
  await page.getByRole('button', { name: /Change branch/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await dialog.getByText("We don't deliver to your area yet").waitFor();
  await page.screenshot({ path: `${out}/${name}-1-jhb-dialog.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}-2-jhb-home.png` });
  log(name, 'jhb add buttons:', await page.getByRole('button', { name: /^Add .* to basket$/ }).count());
  await ctx.close();
  // 2. Address in Bellville, no location
  ctx = await browser.newContext({ ...ctxOpts, permissions: [] });
  page = await ctx.newPage();
  await page.goto(base + '/');
  await page.getByRole('button', { name: /Change branch/ }).click();
  const d2 = page.getByRole('dialog', { name: 'Choose a branch' });
  await d2.getByRole('combobox', { name: 'Your suburb or town' }).fill('bellv');
  await d2.getByRole('option', { name: 'Bellville, Cape Town, 7530' }).click();
  await d2.getByText('Branches near Bellville').waitFor();
  await page.screenshot({ path: `${out}/${name}-3-bellville-dialog.png` });
  await d2.getByRole('listitem', { name: 'Mzansi Fresh Parow' }).getByRole('button', { name: 'Shop here' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}-4-parow-home.png` });
  // 3. typo search
  const sb = page.getByRole('search', { name: 'Search the shop' }).getByRole('searchbox');
  await sb.fill('chiken'); await sb.press('Enter');
  await page.getByRole('button', { name: 'chicken' }).waitFor();
  await page.screenshot({ path: `${out}/${name}-5-chiken.png` });
  await page.getByRole('button', { name: 'chicken' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}-6-chicken-results.png` });
  // 4. sold only at another branch
  await sb.fill('sonskyn rice'); await sb.press('Enter');
  const elsewhere = page.getByRole('region', { name: /Not sold at Mzansi Fresh Parow/ });
  await elsewhere.waitFor();
  await page.screenshot({ path: `${out}/${name}-7-rice-elsewhere.png` });
  log(name, 'elsewhere:', (await elsewhere.innerText()).replace(/\s+/g, ' ').slice(0, 200));
  // 5. 1.5 kg onions
  await sb.fill('onions'); await sb.press('Enter');
  const onion = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: /per kg/ }).first();
  await onion.getByRole('button', { name: /^Add / }).click();
  const modal = page.getByRole('dialog').last();
  const typed = modal.getByRole('textbox', { name: 'Amount in kg' });
  await typed.fill('1.5'); await typed.press('Enter');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}-8-onions-dialog.png` });
  await modal.getByRole('button', { name: 'Add to basket' }).click();
  await page.goto(base + '/basket');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}-9-basket.png` });
  log(name, 'basket:', (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').slice(0, 300));
  // category grid one tap
  await page.goto(base + '/');
  await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/${name}-10-category.png` });
  await ctx.close();
}
await browser.close();
