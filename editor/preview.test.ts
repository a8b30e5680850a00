import { describe, expect, it } from "vitest";
import { editorConfig } from "../keystatic.config.ts";

// Where the editor's Preview button leads: locally the entry's page as saved; in the production
// editor the branch's published preview (EDITOR_PREVIEW_URL), or no button at all, never the
// editor's own host (which answered "Not found.").

const github = { kind: "github", repo: { owner: "o", name: "r" } } as const;
const previews = (config: ReturnType<typeof editorConfig>) =>
  Object.fromEntries(
    Object.entries(config.collections ?? {}).map(([key, form]) => [
      key,
      (form as { previewUrl?: string }).previewUrl,
    ]),
  );

describe("the Preview button", () => {
  it("opens the entry's page on the local editor's own site", () => {
    expect(previews(editorConfig({ kind: "local" }))).toMatchObject({
      jobs: "/careers/{slug}",
      caseStudies: "/case-study/{slug}",
    });
  });

  it("opens the branch's built preview in the production editor", () => {
    const config = editorConfig(github, "https://preview.example.com/{branch}/");
    expect(previews(config)).toMatchObject({
      jobs: "https://preview.example.com/{branch}/careers/{slug}",
      products: "https://preview.example.com/{branch}/ai-solutions/{slug}",
    });
  });

  it("is not offered in production without a published preview", () => {
    expect(Object.values(previews(editorConfig(github))).filter(Boolean)).toEqual([]);
  });
});
