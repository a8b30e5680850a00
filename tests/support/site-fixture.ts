import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PREFILL_MARKER } from "#common/forms/prefill.ts";

// A small prerendered build (`<dir>/client/...`) for server tests that must not depend on
// `npm run build`: a few pages (padded past the size worth compressing) with an inline script (so each gets a hashed CSP), the 404
// pages, a filled role's 410 page, an asset, the form-problem page with its two markers, the
// contact page's fillable subject and a security.txt under /.well-known/.

export const FORM_PROBLEM_SCRIPT = "window.formProblem=1";
export const SECURITY_TXT = "Contact: mailto:security@example.com\nExpires: 2030-01-01T00:00:00Z\n";

export function siteFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-fixture-"));
  const write = (path: string, body: string) => {
    mkdirSync(join(dir, "client", path, ".."), { recursive: true });
    writeFileSync(join(dir, "client", path), body);
  };
  const page = (title: string, extra = "") =>
    `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${extra}` +
    `<script>window.page=${JSON.stringify(title)}</script>${" ".repeat(600)}</body></html>`;
  write("index.html", page("Home"));
  write("about/index.html", page("About"));
  // the General Enquiry's subject, the one input a link may fill (common/forms/prefill.ts)
  write("contact/index.html", page("Contact", `<input name="subject" ${PREFILL_MARKER} />`));
  write("contact/thank-you/index.html", page("Thank you"));
  write("careers/testengineer/index.html", page("Test Engineer"));
  write("404/index.html", page("Page not Found"));
  write("case-study/__404/index.html", page("Case study not found"));
  write("gone/careers/filled/index.html", page("This role has been filled"));
  write(
    "form-problem/index.html",
    `<!doctype html><html><head><title>Form problem</title></head><body><main>` +
      `<h1>Your form could not be sent</h1><!--form-problems--><p><!--form-back--></p></main>` +
      `<script>${FORM_PROBLEM_SCRIPT}</script>${" ".repeat(600)}</body></html>`,
  );
  write("__spa-fallback.html", page("fallback"));
  write("favicon.svg", "<svg/>");
  write(".well-known/security.txt", SECURITY_TXT);
  write("assets/root-AbC123.js", `console.log("root");${"/* pad */".repeat(100)}`);
  write("assets/fragment-0123456789abcdef.html", "<div>a dialog's body</div>");
  return dir;
}
