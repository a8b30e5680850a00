// The dev server's messages to the open pages (npm run dev, npm run edit), shared by the
// integrations that send them and the page scripts that listen.

/** Files in content/ changed (content-reload.ts), with what happened to each. */
export const CONTENT_CHANGED = "site:content-changed";

export interface ContentChange {
  /** each file from the project's folder (`content/jobs/x.yaml`): added, changed or removed */
  files: { file: string; event: "add" | "change" | "unlink" }[];
}
