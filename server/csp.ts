import { createHash } from "node:crypto";

// A strict Content-Security-Policy per HTML file: scripts only from our origin plus the
// exact inline scripts the prerendered page contains, allowed by their SHA-256 hashes.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    // a data block (JSON-LD) is never run, so it needs no hash
    const type = /\btype=["']?([^"'\s>]+)/i.exec(match[1] ?? "")?.[1]?.toLowerCase();
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    const body = match[2] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface CspOptions {
  /** origin of the third-party scheduler shown in the demo dialog */
  schedulerOrigin: string;
  /** the owner's analytics provider (decision 0037): its script, its requests, its pixels */
  analyticsOrigin?: string;
}

export function contentSecurityPolicy(html: string, options: CspOptions): string {
  // with analytics on, exactly the provider's origin is added where its script needs it
  const provider = options.analyticsOrigin ? ` ${options.analyticsOrigin}` : "";
  const scripts = ["'self'", ...inlineScriptHashes(html)].join(" ") + provider;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React sets style attributes and the toast library adds a style element.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${provider}`,
    "font-src 'self'",
    `connect-src 'self'${provider}`,
    `frame-src 'self' ${options.schedulerOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
