/*
 * The installable app's start (docs/decisions/0037-installable-offline-portal.md), loaded by main.tsx
 * once the app's first render has begun: the service worker registers after the page has loaded and
 * painted, so the first screen neither waits for it nor shares its bandwidth with the precache's
 * downloads, and its code is no part of any first screen's bytes. A new version that waits shows
 * "A new version is available" with Reload (update-prompt.tsx); nothing reloads until the person asks.
 */
import { ThemeProvider } from '@mui/system';
import { createRoot } from '@/app/boot/renderer';
import { theme } from '@/lib/theme';

/** Shows the prompt in a root of its own: it stays whatever screen the person moves to. */
async function showUpdatePrompt(switchVersion: () => void) {
  const { default: UpdatePrompt } = await import('./update-prompt');
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <UpdatePrompt onReload={switchVersion} />
    </ThemeProvider>,
  );
}

/**
 * `run` once the page has loaded and the next frame has been painted (a task after that frame's
 * animation callbacks). Not lib/after-paint.ts's afterNextPaint: that module is in a member chunk,
 * which the sign-in screen must not load (tests/e2e/lazy-routes.test.ts). A hidden page paints no
 * frame, so a tab opened in the background registers when it is first shown.
 */
function afterLoadAndPaint(run: () => void) {
  const next = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

afterLoadAndPaint(() => {
  void import('./register').then(({ registerServiceWorker }) => registerServiceWorker((next) => void showUpdatePrompt(next)));
});
