// Developer aid: a full-page screenshot of a running product page in Chromium.
// usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]
import { chromium } from '@playwright/test';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: 'ko-KR' });
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
