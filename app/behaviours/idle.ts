// Work after the paint that no visitor waits for (fetching the web font for the next page,
// linking the web manifest) runs when the main thread is idle, not in the task that starts
// the page's behaviours (decision 0031). At the latest after IDLE_LIMIT_MS; where there is no
// requestIdleCallback (Safari), in a task of its own.
const IDLE_LIMIT_MS = 2000;

export function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: IDLE_LIMIT_MS });
  else setTimeout(work, 1);
}
