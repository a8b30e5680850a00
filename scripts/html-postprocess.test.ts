import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./html-postprocess.ts";

describe("dropModulePreloads", () => {
  it("removes the modulepreload links and keeps everything else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client-A1.js"/>' +
      '<link rel="modulepreload" href="/assets/root-B2.js"/>' +
      '<link rel="stylesheet" href="/assets/root-C3.css"/></head>' +
      '<body><h1>Title</h1><script type="module" async="">import "/assets/entry.client-A1.js";</script></body>';
    const result = dropModulePreloads(html);
    expect(result).not.toContain("modulepreload");
    expect(result).toContain('<link rel="stylesheet" href="/assets/root-C3.css"/>');
    expect(result).toContain('import "/assets/entry.client-A1.js";');
    expect(result).toContain("<h1>Title</h1>");
  });
});
