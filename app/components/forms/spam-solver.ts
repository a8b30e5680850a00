import { SPAM_CHALLENGE_PATH } from "#common/endpoints.ts";

// The forms' side of the spam check (decision 0020). When a form's island hydrates it
// fetches a challenge and solves it in a worker (app/components/forms/spam-worker.ts) while the visitor
// types; Submit takes the solution if it is there, waits a moment if it is not, and otherwise
// sends without one (the server accepts that too, under a stricter per-address limit).
// Nothing here ever blocks or fails a send. One solver per page: both contact tabs share it,
// and each solution is used once, after which the next challenge is fetched and solved.

/** Base of the e-mail service (build time); "" = the site's own origin. */
const base = (import.meta.env.PUBLIC_SEND_EMAIL_BASE ?? "").replace(/\/+$/, "");
const challengeUrl = `${base}${SPAM_CHALLENGE_PATH}`;

/** A challenge is fetched again this long before it expires, so a solution is never stale. */
const EXPIRY_MARGIN_MS = 60_000;
/** The solver's own limit for one challenge. */
const SOLVE_TIMEOUT_MS = 90_000;

interface Ready {
  payload: string;
  /** ms since the epoch after which the server would refuse it as expired */
  usableUntil: number;
}

let ready: Ready | undefined;
let solving: Promise<Ready | undefined> | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

const available = () => typeof Worker !== "undefined" && typeof fetch !== "undefined";

async function fetchAndSolve(): Promise<Ready | undefined> {
  const response = await fetch(challengeUrl, {
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  // 204: the check is off on this server; anything else: no challenge, send unverified
  if (response.status !== 200) return undefined;
  const challenge = (await response.json()) as {
    parameters?: { expiresAt?: number };
  };
  const expiresAt = (challenge.parameters?.expiresAt ?? 0) * 1000;
  const worker = new Worker(new URL("./spam-worker.ts", import.meta.url), { type: "module" });
  try {
    const payload = await new Promise<string | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data);
      worker.onerror = () => resolve(null);
      worker.postMessage({ challenge, timeoutMs: SOLVE_TIMEOUT_MS });
    });
    if (!payload) return undefined;
    const usableUntil = expiresAt > 0 ? expiresAt - EXPIRY_MARGIN_MS : Infinity;
    if (expiresAt > 0) {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => renew(), Math.max(0, usableUntil - Date.now()));
    }
    return { payload, usableUntil };
  } finally {
    worker.terminate();
  }
}

function renew(): void {
  ready = undefined;
  const attempt = fetchAndSolve().catch(() => undefined);
  solving = attempt;
  void attempt.then((result) => {
    if (solving !== attempt) return;
    solving = undefined;
    ready = result;
  });
}

/** Starts fetching and solving a challenge, once per page; called when a form hydrates. */
export function startSpamCheck(): void {
  if (!available() || ready || solving) return;
  renew();
}

/**
 * The solution for a send, used up by taking it (the next one starts at once), or undefined:
 * none ready within `waitMs` (still solving, the server has the check off, or no challenge
 * could be fetched). The send goes ahead either way.
 */
export async function takeSpamSolution(waitMs: number): Promise<string | undefined> {
  if (!available()) return undefined;
  if (!ready && solving) {
    const pending = solving;
    await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  }
  const taken = ready && ready.usableUntil > Date.now() ? ready : undefined;
  if (taken || !solving) {
    // used, stale or never there: the next send gets a fresh challenge
    clearTimeout(refreshTimer);
    renew();
  }
  return taken?.payload;
}
