// Where a page's first paints spend their time, read from Lighthouse's own audits (used by
// `npm run bench`): the render-blocking requests, every request that finished before the
// largest paint was observed (Lighthouse's simulation counts all of them in its LCP, and
// the render-blocking ones in its FCP: decision 0013), the document's size, and the
// largest element with its phases; and the main thread's long tasks (over 50 ms as the
// throttled phone would take them) with the scripts they are charged to (issue 47).
import type { Result } from "lighthouse";

export interface Breakdown {
  /** a few indented lines for the bench's output */
  text: string;
}

interface NetworkItem {
  url: string;
  priority: string;
  resourceType?: string;
  networkRequestTime: number;
  networkEndTime: number;
  transferSize: number;
}

/** Lighthouse's long-tasks audit: a main-thread task over 50 ms, charged to a script or page. */
interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface Bootup {
  url: string;
  total: number;
  scripting: number;
}

const path = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export function breakdown(lhr: Result): Breakdown {
  const { audits } = lhr;
  const metrics = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const observedFcp = metrics?.observedFirstContentfulPaint ?? Number.NaN;
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.NaN;
  const requests = ((audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const blocking = (
    (audits["render-blocking-insight"]?.details as { items?: { url?: string }[] } | undefined)
      ?.items ?? []
  )
    .map((item) => path(item.url ?? ""))
    .filter(Boolean);
  const beforeLcp = requests
    .filter((request) => request.networkEndTime <= observedLcp)
    .map(
      (request) =>
        `${path(request.url)} (${request.resourceType ?? "?"}, ${request.priority}, ${(request.transferSize / 1024).toFixed(1)} kB, ${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)} ms)`,
    );
  const lcpDetails = audits["lcp-breakdown-insight"]?.details as
    | {
        items?: {
          items?: { label?: string; duration?: number }[];
          selector?: string;
          nodeLabel?: string;
        }[];
      }
    | undefined;
  const phases = (lcpDetails?.items?.[0]?.items ?? [])
    .map((phase) => `${phase.label} ${Math.round(phase.duration ?? 0)} ms`)
    .join(", ");
  const element = lcpDetails?.items?.find((item) => item.selector);
  const longTasks = (
    (audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? []
  ).map(
    (task) =>
      `${path(task.url)} at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms`,
  );
  const bootup = (
    (audits["bootup-time"]?.details as { items?: Bootup[] } | undefined)?.items ?? []
  ).map(
    (item) =>
      `${path(item.url)} ${Math.round(item.total)} ms (script ${Math.round(item.scripting)})`,
  );
  const lines = [
    `    observed (unthrottled) paints: FCP ${Math.round(observedFcp)} ms, LCP ${Math.round(observedLcp)} ms`,
    `    render-blocking: ${blocking.length > 0 ? blocking.join(", ") : "none"}`,
    `    finished before the observed LCP: ${beforeLcp.length > 0 ? beforeLcp.join("; ") : "none"}`,
    `    LCP element: ${element ? `${element.selector} "${(element.nodeLabel ?? "").slice(0, 50)}"` : "?"}; ${phases}`,
    `    long tasks: ${longTasks.length > 0 ? longTasks.join("; ") : "none"}`,
    `    main-thread time by script: ${bootup.length > 0 ? bootup.join("; ") : "none"}`,
  ];
  return { text: lines.join("\n") };
}
