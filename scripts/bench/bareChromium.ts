/**
 * Chromium driven over its DevTools protocol with nothing switched on but what a start-up figure needs, for the
 * start-up benchmark (scripts/bench/startup.ts).
 *
 * Why not Playwright: it enables the Network and Runtime domains on every page it drives, and with them Chromium
 * records a JavaScript stack for every request a script starts and every exception it throws (React's suspending
 * throws included). Each stack needs the source positions of every function on it, which V8 gets by parsing those
 * functions again: in traced loads, more than half of the main script's evaluation. A reader's browser does none of
 * that, so those loads measured the instrument too (docs/architecture.md, "Start-up speed").
 * Here a page gets the Page domain (for the probe added to each new document) and `Runtime.evaluate`, which
 * enables nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { bareChromiumArgs, chromiumLaunchOptions } from '../../test/e2e/chromium';

type Params = Record<string, unknown>;
interface Reply {
  id?: number;
  result?: Params;
  error?: { message: string };
}

export interface BareBrowser {
  /** A fresh profile's worth of state (cache, storage, service workers), as a new incognito window has. */
  newContext(): Promise<BareContext>;
  close(): Promise<void>;
}

export interface BareContext {
  /** A new tab of this context, `width`×`height`, showing about:blank. */
  newPage(options?: { width?: number; height?: number; locale?: string }): Promise<BarePage>;
  close(): Promise<void>;
}

export interface BarePage {
  /** Runs `source` in every document this tab opens from now on, before the document's own scripts. */
  addInitScript(source: string): Promise<void>;
  /** Chromium's own throttling: the main thread `rate` times slower. */
  throttleCPU(rate: number): Promise<void>;
  /** Starts loading `url` and returns once the new document exists. */
  goto(url: string): Promise<void>;
  /** The value of `expression` in the page (awaited when it is a promise), as JSON can carry it. */
  evaluate<T>(expression: string): Promise<T | undefined>;
  /** Types `text` into the focused field as a keyboard would (input events and all). */
  insertText(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function launchBareChromium(): Promise<BareBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...bareChromiumArgs,
      '--headless',
      // a desktop's mouse, as Playwright gives it: headless Chromium otherwise reports no pointer and no hover
      '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // Chromium writes the port it chose, and the browser's socket path, once it listens
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let tries = 0; !existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2; tries++) {
    if (tries > 300 || child.exitCode !== null) throw new Error('Chromium did not open its DevTools port');
    await sleep(50);
  }
  const [port, socketPath] = readFileSync(portFile, 'utf8').split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${socketPath}`, { perMessageDeflate: false });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void; method: string }>();
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data)) as Reply;
    const call = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!call || reply.id === undefined) return;
    waiting.delete(reply.id);
    if (reply.error) call.reject(new Error(`${call.method}: ${reply.error.message}`));
    else call.resolve(reply.result ?? {});
  });
  const send = (method: string, params: Params = {}, sessionId?: string) =>
    new Promise<Params>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  const { userAgent } = (await send('Browser.getVersion')) as { userAgent: string };

  async function newPage(browserContextId: string, options: { width?: number; height?: number; locale?: string }) {
    const { width = 1280, height = 900, locale } = options;
    const { targetId } = (await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
      width,
      height,
      newWindow: true,
    })) as {
      targetId: string;
    };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    const call = (method: string, params: Params = {}) => send(method, params, sessionId);
    await call('Page.enable');
    // the page's own viewport: the window's size would include the room headless Chromium keeps for its toolbars
    await call('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    if (locale) {
      await call('Emulation.setLocaleOverride', { locale });
      await call('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: locale });
    }
    const evaluate = async <T>(expression: string) => {
      const { result, exceptionDetails } = (await call('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as { result?: { value?: T }; exceptionDetails?: { text: string } };
      if (exceptionDetails) throw new Error(`evaluate ${expression.slice(0, 60)}: ${exceptionDetails.text}`);
      return result?.value;
    };
    const page: BarePage = {
      addInitScript: async (source) => void (await call('Page.addScriptToEvaluateOnNewDocument', { source })),
      throttleCPU: async (rate) => void (await call('Emulation.setCPUThrottlingRate', { rate })),
      async goto(url) {
        // the document being left is marked, so the new one is known by the mark's absence
        await evaluate('window.__benchLeaving = true');
        const { loaderId } = (await call('Page.navigate', { url })) as { loaderId?: string };
        if (!loaderId) return; // the same document (a fragment): nothing new to wait for
        for (let tries = 0; tries < 400; tries++) {
          if ((await evaluate<boolean>('window.__benchLeaving === true').catch(() => true)) === false) return;
          await sleep(25);
        }
        throw new Error(`${url} did not open`);
      },
      evaluate,
      insertText: async (text) => void (await call('Input.insertText', { text })),
      close: async () => void (await send('Target.closeTarget', { targetId })),
    };
    return page;
  }

  return {
    async newContext() {
      const { browserContextId } = (await send('Target.createBrowserContext')) as { browserContextId: string };
      return {
        newPage: (options = {}) => newPage(browserContextId, options),
        close: async () => void (await send('Target.disposeBrowserContext', { browserContextId })),
      };
    },
    async close() {
      socket.close();
      child.kill();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
