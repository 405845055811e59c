import { chromium, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  /** A page in a context of its own: its own cookies and storage, so no test sees another's session. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The Debian Chromium; each page gets a fresh context, and nothing reaches beyond this machine. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  return {
    async newPage() {
      const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
      context.setDefaultTimeout(10_000);
      // A first load of Swagger UI's 1.5 MB bundle took over 10 s in CI while the other worker was busy.
      context.setDefaultNavigationTimeout(30_000);
      return context.newPage();
    },
    close: () => browser.close(),
  };
}
