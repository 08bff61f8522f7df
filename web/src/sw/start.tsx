/*
 * The installable app's start (docs/decisions/0037-installable-offline-portal.md), loaded by main.tsx
 * once the app's first render has begun: the service worker registers after the page has loaded and
 * painted, so the first screen neither waits for it nor shares its bandwidth with the precache's
 * downloads, and its code is no part of any first screen's bytes. A new version that waits shows
 * "A new version is available" with Reload (update-prompt.tsx); nothing reloads until the person asks.
 */
import { ThemeProvider } from '@mui/system';
import { createRoot } from '@/app/boot/renderer';
import { afterNextPaint } from '@/lib/after-paint';
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

function register() {
  afterNextPaint(() => {
    void import('./register').then(({ registerServiceWorker }) => registerServiceWorker((next) => void showUpdatePrompt(next)));
  });
}

if (document.readyState === 'complete') register();
else window.addEventListener('load', register, { once: true });
