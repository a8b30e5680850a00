/// <reference lib="webworker" />
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

// The spam check's solver (decision 0020), a same-origin module worker built by Vite, so
// the hashing never competes with the page for the main thread: given a challenge from
// GET /spam-challenge, it tries counters 0, 1, 2 … (SHA-256 with the browser's own
// crypto.subtle) until the derived key matches, and posts back ALTCHA's payload, base64 of
// `{"challenge": …, "solution": …}`, or null when it gave up.

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ challenge: Challenge; timeoutMs: number }>) => {
  const { challenge, timeoutMs } = event.data;
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
    const plain = { parameters: challenge.parameters, signature: challenge.signature };
    scope.postMessage(solution ? btoa(JSON.stringify({ challenge: plain, solution })) : null);
  } catch {
    scope.postMessage(null);
  }
};
