/**
 * The entry. It imports the app in two parts, each evaluated in a task of its own, and starts it in
 * a third (issue 14): evaluated as one module graph, the theme, MUI, Emotion, React, the router and
 * Firebase made one task of about 40 ms on a fast desktop, four times that on a slow phone, during
 * which the page answers no tap. The HTML already asks for both parts with the entry (modulepreload,
 * added by the build: web/vite.config.ts), so splitting them costs no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// 1. The theme and the styling engine it needs (MUI's system, Emotion): lib/theme.
// 2. The rest of the app's core: React, the router, the layouts' shared code, Auth's session start.
// 3. The reader's text size, the session's restoring, the screen's code and the first render.
void import('@/lib/theme')
  .then(nextTask)
  .then(() => import('@/app/start'))
  .then(async ({ start }) => {
    await nextTask();
    start();
  });
