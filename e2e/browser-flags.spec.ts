import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/lib.mjs';
import { expect, test } from './fixtures';

// The browser the tests drive: Chromium obeys only the last --disable-features it is given, so the
// list in PLAYWRIGHT_CHROMIUM_ARGS (scripts/lib.mjs) must keep every feature Playwright disables.

const listOf = (arg: string) => arg.slice('--disable-features='.length).split(',');

test('the browser keeps the features Playwright disables and renders no browser UI', async () => {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const lists = commandLine.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists.length, 'Playwright passes its own list, then ours').toBe(2);
    const obeyed = listOf(lists.at(-1)!);
    expect(obeyed).toEqual(expect.arrayContaining(listOf(lists[0]!)));

    const browser = await chromium.connect(server.wsEndpoint());
    const page = await browser.newPage();
    await page.goto('about:blank');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string }[] };
    expect(targetInfos.map((t) => t.type)).toEqual(['page']);
    await browser.close();
  } finally {
    await server.close();
  }
});
