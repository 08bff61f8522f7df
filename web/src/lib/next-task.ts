/**
 * Resolves in a task of its own (a timer's): whatever awaits it runs after the browser has had its
 * turn to paint and to answer a tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
