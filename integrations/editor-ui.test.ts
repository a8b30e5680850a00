import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorUi } from "./editor-ui.ts";

// The editor's page gets its script (Saved, column names) and keeps its place when a content
// file it saves changes; the browser's behaviour is in tests/editor/.

interface Plugin {
  name: string;
  transform: (this: Env, code: string, id: string) => { code: string } | undefined;
  hotUpdate: {
    handler: (
      this: Env,
      update: { file: string; modules: { file?: string; type?: string }[] },
    ) => unknown;
  };
}
type Env = { environment: { name: string } };

function plugins(command = "dev"): Plugin[] {
  let added: Plugin[] = [];
  const setup = editorUi().hooks["astro:config:setup"] as (options: object) => void;
  setup({
    command,
    updateConfig: (config: { vite: { plugins: Plugin[] } }) => (added = config.vite.plugins),
  });
  return added;
}
const client: Env = { environment: { name: "client" } };
const ssr: Env = { environment: { name: "ssr" } };

describe("the editor's page in npm run edit", () => {
  const [script, content] = plugins();

  it("loads the editor's script through Keystatic's page component, in the browser only", () => {
    const page = "/work/x/node_modules/@keystatic/astro/internal/keystatic-page.js?astro-retry=1";
    expect(script!.transform.call(client, "export {};", page)?.code).toMatch(
      /import ".*\/integrations\/editor-ui-client\.ts";\n$/,
    );
    expect(script!.transform.call(ssr, "export {};", page)).toBeUndefined();
    expect(
      script!.transform.call(client, "export {};", "/work/x/app/pages/index.astro"),
    ).toBeUndefined();
  });

  it("is not reloaded by Vite when a content file changes; the site's styles still update", () => {
    const file = join(process.cwd(), "content", "team", "helen-marsh.yaml");
    const raw = { file, type: "js" };
    // the module that lists the files (when one is added or removed)
    const lister = {
      file: join(process.cwd(), "editor", "forms", "choices.ts"),
      type: "js",
    };
    const css = { file: join(process.cwd(), "app", "app.css"), type: "css" };
    const hot = content!.hotUpdate.handler;
    expect(hot.call(client, { file, modules: [raw, lister, css] })).toEqual([css]);
    expect(hot.call(ssr, { file, modules: [raw] })).toBeUndefined();
    const code = join(process.cwd(), "app", "content", "jobs.ts");
    expect(hot.call(client, { file: code, modules: [{ file: code, type: "js" }] })).toBeUndefined();
  });

  it("answers a picker's entries as the files are now, and nothing else", () => {
    const choices = plugins()[2] as unknown as {
      configureServer: (server: { middlewares: { use: (handler: Handler) => void } }) => void;
    };
    type Handler = (
      request: { url: string },
      response: { statusCode: number; setHeader: () => void; end: (body: string) => void },
      next: () => void,
    ) => void;
    let handler: Handler | undefined;
    choices.configureServer({ middlewares: { use: (added) => (handler = added) } });
    const ask = (url: string) => {
      const answer = { statusCode: 0, body: "", passed: false };
      handler!(
        { url },
        {
          setHeader: () => {},
          end: (body: string) => (answer.body = body),
          set statusCode(code: number) {
            answer.statusCode = code;
          },
        } as never,
        () => (answer.passed = true),
      );
      return answer;
    };
    const team = ask("/keystatic-choices/team");
    expect(team.statusCode).toBe(200);
    expect(JSON.parse(team.body)).toContainEqual(
      expect.objectContaining({
        name: "rohan-kulkarni.yaml",
        text: expect.stringContaining("Rohan Kulkarni"),
      }),
    );
    expect(ask("/keystatic-choices/settings").statusCode).toBe(404);
    expect(ask("/keystatic").passed).toBe(true);
  });

  it("adds nothing to a build", () => {
    expect(plugins("build")).toEqual([]);
  });
});
