// The addresses the browser and the server both know: where forms post, where a native post
// ends, the spam check's challenge, the scheduler's redirect. Dependency-free on purpose: the
// pages' small behaviour scripts import it, and must not pull the forms' code in with it
// (tests/build/page-weight.test.ts holds link-only pages to 10 kB).

export const SEND_EMAIL_PATH = "/send-email";

/** GET: a fresh proof-of-work challenge (JSON), or 204 when the spam check is off. */
export const SPAM_CHALLENGE_PATH = "/spam-challenge";

/**
 * Where a native (no-JavaScript) form post is sent on with `303 See Other`, and the page the
 * server fills in when it cannot accept the form.
 */
export const FORM_RESULT_PATHS = {
  contact: "/contact/thank-you",
  application: "/careers/thank-you",
  problem: "/form-problem",
} as const;

/**
 * The query parameter by which a link fills in the General Enquiry's subject
 * (`/contact?subject=DPA%20request#general`; common/forms/prefill.ts reads it).
 */
export const SUBJECT_PARAM = "subject";

/** Same-origin page that redirects to the configured scheduler (SCHEDULER_URL). */
export const DEMO_SCHEDULER_PATH = "/demo-scheduler";

/**
 * The security-review pack (issue 42, decision 0029). `request`: POST, the form on /trust
 * (multipart or urlencoded; JSON answers for scripts, 303 to `requested` for a native post).
 * `decision` and `download` take a signed token in the path; `notice` is the prerendered page
 * the server fills in for every answer that is not a file.
 */
export const SECURITY_PACK_PATHS = {
  request: "/security-pack/request",
  requested: "/security-pack/requested",
  decision: "/security-pack/decision",
  download: "/security-pack/download",
  notice: "/security-pack/notice",
} as const;
