import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";

// The workflows cannot run here (no GitHub): their YAML is parsed, each shell step checked by
// bash's parser, each github-script step by JavaScript's, the preview's address computed by the
// workflow's own step, and every secret they read documented (decision 0038).

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: { script?: string };
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  environment?: string;
  "runs-on": string;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const read = (file: string) => {
  const document = parseDocument(readFileSync(join(".github/workflows", file), "utf8"));
  expect(document.errors, file).toEqual([]);
  return document.toJS() as Workflow;
};

/** A step's shell as GitHub hands it to bash, its expressions replaced by a word. */
const shell = (step: Step) => (step.run ?? "").replace(/\$\{\{[^}]*\}\}/g, "x");

describe("the workflows", () => {
  const preview = read("preview.yml");
  const site = read("site.yml");

  it("parse, and every step's shell and script parse", () => {
    for (const workflow of [preview, site]) {
      for (const [id, job] of Object.entries(workflow.jobs)) {
        expect(job["runs-on"], id).toBeTruthy();
        for (const step of job.steps) {
          expect(Boolean(step.run) !== Boolean(step.uses), `${id}: ${step.name}`).toBe(true);
          if (step.run) execFileSync("bash", ["-n", "-c", shell(step)]);
          // github-script's body is an async function's
          if (step.with?.script) {
            expect(() => new Function(`return (async () => {${step.with?.script}})`)).not.toThrow();
          }
        }
      }
    }
  });

  it("build each editor branch's push, link it on its pull request, prune deleted ones", () => {
    expect(preview.on.push).toEqual({ branches: ["content/**"] });
    expect(preview.on.pull_request).toEqual({ types: ["opened", "reopened"] });
    expect(Object.keys(preview.on)).toEqual(["push", "pull_request", "delete", "schedule"]);
    const { publish, link, prune } = preview.jobs;
    expect(publish?.if).toBe("github.event_name == 'push'");
    const runs = (job: Job | undefined) => job?.steps.map((step) => step.run ?? "").join("\n");
    // the branch as it is, samples allowed (not a release build), its links on its own address
    const build = publish?.steps.find((step) => step.run === "npm run build");
    expect(build?.env).toEqual({ RELEASE: "0", SITE_URL: "${{ steps.name.outputs.url }}" });
    expect(runs(publish)).toMatch(/rsync -a --delete .* build\/client\//);
    expect(link?.if).toContain("startsWith(github.head_ref, 'content/')");
    expect(prune?.if).toContain("github.event_name == 'delete'");
    // the SSH key only in the jobs of the preview environment, never in a pull request's run
    for (const [id, job] of Object.entries(preview.jobs)) {
      const ssh = JSON.stringify(job).includes("secrets.PREVIEW_SSH_KEY");
      expect(job.environment === "preview", id).toBe(ssh);
    }
    expect(link?.environment).toBeUndefined();
  });

  it("computes the address the server serves", () => {
    const step = preview.jobs.publish?.steps.find((s) => s.run?.includes("preview-name.ts"));
    const dir = mkdtempSync(join(tmpdir(), "workflow-"));
    try {
      const output = join(dir, "output");
      execFileSync("bash", ["-e", "-c", shell(step ?? {})], {
        env: {
          PATH: process.env.PATH,
          BRANCH: "content/New Client",
          PREVIEW_ORIGIN: "https://preview.example.com",
          GITHUB_OUTPUT: output,
        },
      });
      expect(readFileSync(output, "utf8")).toBe(
        "name=content-new-client\nurl=https://content-new-client.preview.example.com/\n",
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("read only secrets that docs/operations.md explains", () => {
    const docs = readFileSync("docs/operations.md", "utf8");
    const text = readFileSync(".github/workflows/preview.yml", "utf8");
    const secrets = new Set([...text.matchAll(/secrets\.(\w+)/g)].map((match) => match[1]));
    expect([...secrets].sort()).toEqual([
      "PREVIEW_HOSTS",
      "PREVIEW_KNOWN_HOSTS",
      "PREVIEW_ORIGIN",
      "PREVIEW_PATH",
      "PREVIEW_SSH_KEY",
    ]);
    for (const secret of secrets) expect(docs, secret).toContain(`\`${secret}\``);
  });
});
