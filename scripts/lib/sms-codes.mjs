// The SMS codes of the Auth emulator, as they are "sent": `npm start` prints each one, so that the
// demo admin (who signs in with a second factor) needs no look at the emulator log.

/**
 * Polls the Auth emulator's list of verification codes (GET /emulator/v1/projects/{id}/verificationCodes)
 * every `intervalMs` and calls `onCode({ phoneNumber, code })` once for each code that appears after
 * the start. An unanswered poll (the emulator stopping) is skipped. `ready` settles once the list
 * was first read (codes listed then are not reported); `stop()` ends the polling; the timer never
 * keeps the process alive by itself.
 */
export function watchSmsCodes({ authHost, projectId, onCode, intervalMs = 1000 }) {
  const url = `http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`;
  const seen = new Set();
  let first = true;
  let stopped = false;
  let timer;
  let markReady;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });

  async function poll() {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        const { verificationCodes = [] } = await response.json();
        for (const { sessionInfo, phoneNumber, code } of verificationCodes) {
          if (seen.has(sessionInfo)) continue;
          seen.add(sessionInfo);
          // Codes sent before the watch began are old news.
          if (!first && !stopped) onCode({ phoneNumber, code });
        }
        first = false;
        markReady();
      }
    } catch {
      // Not answering right now: the next poll tries again.
    }
    if (!stopped) timer = setTimeout(poll, intervalMs).unref();
  }

  void poll();
  return {
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
