import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, url] of [['typo','http://127.0.0.1:4600/search/category/books?keyword=austrlia%20histroy'],['news','http://127.0.0.1:4600/search/category/newspapers?keyword=federation%20convention']]) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.locator('main h2').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/full-${name}.png`, clip: { x: 0, y: 250, width: 1280, height: 1100 } });
  await ctx.close();
}
await browser.close();
