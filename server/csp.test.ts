import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  const html = `<html><head><script src="/assets/a.js"></script></head><body>
<script>window.__ctx = {"a":1};</script><script type="module" async="">import "/x.js";</script>
<script>window.__ctx = {"a":1};</script>
<script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;

  it("hashes each distinct inline script and skips external ones and data blocks", () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__ctx = {"a":1};'),
      sha('import "/x.js";'),
    ]);
  });

  it("never allows unsafe-inline or unsafe-eval scripts", () => {
    const policy = contentSecurityPolicy(html, { schedulerOrigin: "https://cal.example.org" });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(sha('import "/x.js";'));
    expect(scriptSrc).not.toContain("unsafe");
    expect(policy).toContain("frame-src 'self' https://cal.example.org");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
