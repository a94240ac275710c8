import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = [
  ['all', 'http://127.0.0.1:4600/search?keyword=gold%20rush'],
  ['books', 'http://localhost:4600/search/category/books?keyword=kelly'],
  ['news', 'http://127.0.0.1:4600/search/category/newspapers?keyword=federation&sortBy=dateAsc'],
  ['people', 'http://127.0.0.1:4600/search/category/people?keyword=menzies'],
  ['typo', 'http://127.0.0.1:4600/search/category/books?keyword=austrlia%20histroy'],
];
for (const [name, url] of pages) {
  for (const [w, js] of [[320, false], [390, true], [1280, true]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, javaScriptEnabled: js });
    const page = await ctx.newPage();
    const res = await page.goto(url);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: `/tmp/shot-${name}-${w}.png`, fullPage: false });
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 300);
    console.log(name, w, js ? 'js' : 'nojs', res.status(), 'scrollWidth', wide, '|', text.slice(0, 200));
    await ctx.close();
  }
}
await browser.close();
