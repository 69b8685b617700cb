// Renders the app icons (public/icon-*.png) from the SVG logos with Chromium, so the PNGs the web
// manifest needs stay in step with the logo. Run after changing public/logo*.svg:
//   node apps/web/scripts/generate-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const icons = [
  { svg: 'logo.svg', out: 'icon-192.png', size: 192 },
  { svg: 'logo.svg', out: 'icon-512.png', size: 512 },
  { svg: 'logo.svg', out: 'apple-touch-icon.png', size: 180 },
  { svg: 'logo-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, out, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(publicDir + svg, 'utf8').replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<body style="margin:0;background:transparent">${markup}</body>`);
    await page.screenshot({ path: publicDir + out, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
