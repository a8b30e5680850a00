import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

// The spam check as the forms pass it (decision 0020), for server tests: a challenge from
// GET /spam-challenge, solved here as the browser's worker solves it, encoded as the multipart
// field `altcha` carries it.

/** Anything that answers a request to its own paths: an in-process app (test-app.ts). */
export interface ChallengeSource {
  url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export async function challengeFrom(
  server: ChallengeSource,
): Promise<{ response: Response; challenge: Challenge }> {
  const response = await server.fetch("/spam-challenge", { headers: { Origin: server.url } });
  return { response, challenge: (await response.json()) as Challenge };
}

/** The `altcha` field for a challenge, solved. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A fresh challenge of `server`'s, solved: what a form with scripts sends. */
export async function solvedField(server: ChallengeSource): Promise<string> {
  return solved((await challengeFrom(server)).challenge);
}
