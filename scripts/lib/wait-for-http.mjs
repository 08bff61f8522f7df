// Waiting for a server that is starting: polls its address until it answers.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for an HTTP answer (any status) from url; rejects when `alive()` turns false or on timeout. */
export async function waitForHttp(url, { timeoutMs = 120_000, alive = () => true, accept = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error('exited');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await res.text();
      if (accept(res, body)) return body;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error('timeout');
}
