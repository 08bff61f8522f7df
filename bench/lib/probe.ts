/**
 * What the bench installs in the page before any of the app's scripts run (Playwright init
 * script): a count of the Firestore documents the page receives, the time the first ones arrived,
 * LCP and CLS observers, and the moment an element (the first list card) is first painted.
 *
 * Document reads are counted from the responses themselves, for both transports the web SDK can
 * use: the full SDK's WebChannel Listen stream (one `documentChange` per document delivered; XHR or
 * fetch streaming) and firestore/lite's REST calls (`runQuery`: one `document` per result,
 * `batchGet`: one `found` per document, `runAggregationQuery`: one per result). Each document is
 * also attributed to its top-level collection, from its name (`…/documents/{collection}/…`).
 *
 * The function is serialized into the page: it may not use anything from the module around it.
 */

export interface ProbeOptions {
  /** Count Firestore documents (wraps XMLHttpRequest and fetch). */
  reads?: boolean;
  /** Observe largest-contentful-paint and layout-shift. */
  vitals?: boolean;
  /** CSS selector of the element whose first paint is timed (`firstAt`). */
  firstSelector?: string | null;
  /** Time the frame in which the sign-in form is first usable (`loginAt`): e-mail field and an enabled Sign In button. */
  loginForm?: boolean;
}

export interface ProbeState {
  /** Firestore documents received so far. */
  reads: number;
  /** performance.now() when the first Firestore document arrived, or null. */
  firstDataAt: number | null;
  /**
   * Per response: transport, URL path, documents in it, their top-level collections (documents by
   * collection name) and its size (characters of the decoded body, ≈ bytes).
   */
  readLog: { url: string; docs: number; bytes: number; collections: Record<string, number> }[];
  /** Latest largest-contentful-paint candidate (ms since navigation start), or null. */
  lcp: number | null;
  lcpElement: string | null;
  /** Cumulative layout shift (largest session window, shifts without recent input). */
  cls: number;
  /** performance.now() after the frame in which `firstSelector` first showed, or null. */
  firstAt: number | null;
  /** performance.now() after the frame in which the sign-in form first was usable, or null. */
  loginAt: number | null;
}

export function installProbe(options: ProbeOptions): void {
  if (window !== window.top) return;
  const w = window as unknown as { __bench?: ProbeState };
  if (w.__bench) return;
  const state: ProbeState = { reads: 0, firstDataAt: null, readLog: [], lcp: null, lcpElement: null, cls: 0, firstAt: null, loginAt: null };
  w.__bench = state;
  try {
    performance.setResourceTimingBufferSize(100_000);
  } catch {
    // Old browsers: the default buffer (250 entries) is enough for the login screen.
  }

  if (options.reads) {
    const patternFor = (url: string): RegExp | null => {
      if (/google\.firestore\.v1\.Firestore\/Listen\/channel/.test(url)) return /"documentChange"\s*:/g;
      if (/:runQuery\b/.test(url)) return /"document"\s*:/g;
      if (/:batchGet\b/.test(url)) return /"found"\s*:/g;
      if (/:runAggregationQuery\b/.test(url)) return /"result"\s*:/g;
      return null;
    };
    /** A streaming counter: matches split across chunks are found once. */
    const counter = (url: string, pattern: RegExp) => {
      let carry = '';
      // A document's name is longer than the count's patterns: its own, longer carry.
      let nameCarry = '';
      const entry = { url: url.replace(/\?.*$/, ''), docs: 0, bytes: 0, collections: {} as Record<string, number> };
      state.readLog.push(entry);
      return (chunk: string) => {
        if (!chunk) return;
        const named = nameCarry + chunk;
        const names = /"name"\s*:\s*"projects\/[^/"]+\/databases\/[^/"]+\/documents\/([^/"]+)\//g;
        for (let m = names.exec(named); m; m = names.exec(named)) {
          if (m.index + m[0].length > nameCarry.length) entry.collections[m[1]!] = (entry.collections[m[1]!] ?? 0) + 1;
        }
        nameCarry = named.slice(-1024);
        entry.bytes += chunk.length;
        const text = carry + chunk;
        let n = 0;
        pattern.lastIndex = 0;
        for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
          if (m.index + m[0].length > carry.length) n++;
        }
        carry = text.slice(-64);
        if (n > 0) {
          entry.docs += n;
          state.reads += n;
          if (state.firstDataAt === null) state.firstDataAt = performance.now();
        }
      };
    };

    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const url = urls.get(this) ?? '';
      const pattern = patternFor(url);
      if (pattern) {
        const feed = counter(url, pattern);
        let pos = 0;
        const pump = () => {
          let text: string;
          try {
            text = this.responseType === '' || this.responseType === 'text' ? this.responseText : '';
          } catch {
            return;
          }
          if (text.length > pos) {
            feed(text.slice(pos));
            pos = text.length;
          }
        };
        this.addEventListener('progress', pump);
        this.addEventListener('readystatechange', pump);
        this.addEventListener('load', pump);
      }
      return send.call(this, body);
    };

    const fetchOriginal = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetchOriginal(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const pattern = patternFor(url);
      if (pattern && response.body) {
        const feed = counter(url, pattern);
        const reader = response.clone().body!.getReader();
        const decoder = new TextDecoder();
        void (async () => {
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              feed(decoder.decode(value, { stream: true }));
            }
          } catch {
            // The page aborted the request.
          }
        })();
      }
      return response;
    };
  }

  if (options.vitals) {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          state.lcp = entry.startTime;
          const el = entry.element;
          state.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : null;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // Not supported: lcp stays null.
    }
    // CLS as web-vitals defines it: the largest session window of shifts without recent input
    // (a window ends after 1 s without a shift or 5 s after it began).
    let windowValue = 0;
    let windowStart = 0;
    let last = 0;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (entry.hadRecentInput) continue;
          if (windowValue && entry.startTime - last < 1000 && entry.startTime - windowStart < 5000) {
            windowValue += entry.value;
          } else {
            windowValue = entry.value;
            windowStart = entry.startTime;
          }
          last = entry.startTime;
          state.cls = Math.max(state.cls, windowValue);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // Not supported: cls stays 0.
    }
  }

  // The frame that shows a change: rAF runs before its paint, the message right after it.
  const afterPaint = (record: (at: number) => void) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(performance.now());
      channel.port2.postMessage(null);
    });
  };
  const whenTrue = (check: () => boolean, record: (at: number) => void) => {
    const observer = new MutationObserver(() => {
      if (check()) {
        observer.disconnect();
        afterPaint(record);
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  };

  if (options.firstSelector) {
    const selector = options.firstSelector;
    whenTrue(
      () => {
        const el = document.querySelector(selector);
        if (!el) return false;
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      },
      (at) => {
        state.firstAt = at;
      },
    );
  }

  if (options.loginForm) {
    whenTrue(
      () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign In');
        return Boolean(button && !button.disabled && document.querySelector('input[name="email"]'));
      },
      (at) => {
        state.loginAt = at;
      },
    );
  }
}
