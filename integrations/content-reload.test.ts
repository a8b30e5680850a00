import { EventEmitter } from "node:events";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentReload } from "./content-reload.ts";
import { CONTENT_CHANGED } from "./dev-events.ts";

// In `astro dev` and the editor, a saved content file reaches the open pages as one message
// (each site page reloads itself on it, the editor's page stays: tests/editor/saving.spec.ts),
// and Astro's own reload of every page for the same change becomes that message too.

function devServer() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const sent: unknown[] = [];
  const invalidated: string[] = [];
  const environment = (name: string) => ({
    moduleGraph: { invalidateAll: () => invalidated.push(name) },
  });
  const server = {
    watcher,
    ws: { send: (payload: unknown) => sent.push(payload) },
    environments: { client: environment("client"), ssr: environment("ssr") },
  };
  const setup = contentReload().hooks["astro:server:setup"] as (options: object) => void;
  setup({ server });
  return { watcher, send: (payload: unknown) => server.ws.send(payload), sent, invalidated };
}

const content = (...path: string[]) => join(process.cwd(), "content", ...path);

describe("a content file saved in the dev server", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells the pages once, naming the files, after the server's modules are dropped", () => {
    const dev = devServer();
    dev.watcher.emit("add", content("case-studies", "sepsis.yaml"));
    dev.watcher.emit("add", content("case-studies", "sepsis", "cover.jpg"));
    dev.watcher.emit("change", join(process.cwd(), "app", "app.css"));
    expect(dev.sent).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(dev.invalidated).toEqual(["ssr"]);
    expect(dev.sent).toEqual([
      {
        type: "custom",
        event: CONTENT_CHANGED,
        data: {
          files: [
            { file: "content/case-studies/sepsis.yaml", event: "add" },
            { file: "content/case-studies/sepsis/cover.jpg", event: "add" },
          ],
        },
      },
    ]);
  });

  it("tells the watcher each changed entry again once the writes settled, without a second message", () => {
    const dev = devServer();
    const told: string[] = [];
    dev.watcher.on("change", (file: string) => told.push(file));
    dev.watcher.emit("change", content("posts", "pilot.md"));
    dev.watcher.emit("add", content("posts", "pilot", "ward.png"));
    vi.advanceTimersByTime(400);
    // the content layer reads the entry again, whole; a picture is no entry
    expect(told).toEqual([content("posts", "pilot.md"), content("posts", "pilot.md")]);
    vi.advanceTimersByTime(400);
    expect(dev.sent).toHaveLength(1);
  });

  it("turns Astro's reload of every page for that change into the same message, the server's modules dropped again", () => {
    const dev = devServer();
    dev.watcher.emit("change", content("settings", "company.yaml"));
    dev.send({ type: "full-reload", path: "*" });
    expect(dev.sent).toEqual([{ type: "custom", event: CONTENT_CHANGED, data: { files: [] } }]);
    // the content layer re-read the entry after a page may have run with it as it was
    expect(dev.invalidated).toEqual(["ssr"]);
  });

  it("lets every other reload through: none after a content change, or one naming its file", () => {
    const dev = devServer();
    dev.send({ type: "full-reload", path: "*" });
    dev.watcher.emit("change", content("settings", "company.yaml"));
    dev.send({ type: "full-reload", path: "*", triggeredBy: "/x/app/pages/index.astro" });
    vi.advanceTimersByTime(6_000);
    dev.send({ type: "full-reload", path: "*" });
    expect(
      dev.sent.filter((payload) => (payload as { type: string }).type === "full-reload"),
    ).toHaveLength(3);
  });
});
