// Draws the installable app's icons (web/public/icons/*.png) from the favicon's design: a white check mark on the
// brand blue. Run by hand after changing the logo (`npx tsx scripts/build-app-icons.ts`); the PNGs are committed,
// so a build needs no browser. Chromium draws them (the one Playwright already uses): no image library needed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { browserPath } from './browser-path.mjs';

const BLUE = '#1d4ed8';
const CHECK = 'M9 17.5l4.5 4.5L23 11';

/** The favicon: a rounded square on a transparent ground. */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BLUE}"/><path d="${CHECK}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/**
 * A maskable icon: the blue fills the whole square (the phone cuts its own shape) and the check mark stays inside
 * the central circle of 80 % that every mask keeps (W3C "Web App Manifest", icon masks' safe zone).
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16.5)"><path d="${CHECK}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;

/** iOS draws its own rounded corners and shows transparency as black: a full square as well. */
const appleIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16.5)"><path d="${CHECK}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: roundedIcon },
  { file: 'icon-512.png', size: 512, svg: roundedIcon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableIcon },
  { file: 'apple-touch-icon.png', size: 180, svg: appleIcon },
];

const outDir = path.join(import.meta.dirname, '..', 'web', 'public', 'icons');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: browserPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
