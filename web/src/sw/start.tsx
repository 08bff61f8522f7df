/*
 * The installable app's start (docs/decisions/0037-installable-offline-portal.md), loaded by main.tsx
 * once the first screen is shown with its data and the browser is idle (app/boot/after-first-screen.ts):
 * the first screen neither waits for the service worker nor shares its bandwidth with the precache's
 * downloads, and this code is no part of any first screen's bytes. A new version that waits shows
 * "A new version is available" with Reload (update-prompt.tsx); nothing reloads until the person asks.
 */
import { ThemeProvider } from '@mui/system';
import { createRoot } from '@/app/boot/renderer';
import { theme } from '@/lib/theme';
import { registerServiceWorker } from './register';

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

registerServiceWorker((next) => void showUpdatePrompt(next));
