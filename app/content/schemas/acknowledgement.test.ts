import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import config from "../../../keystatic.config.ts";
import { paths } from "../paths.ts";
import { ACKNOWLEDGEMENT_FILE, acknowledgementSchema, PRIVACY_PATH } from "./acknowledgement.ts";

// The acknowledgement e-mail's words (decision 0023): the shipped file passes the schema the
// server reads it with, opens in the editor saying the same, and the link the server makes to
// the privacy notice is the notice's own address.

const file = join(process.cwd(), "content", ACKNOWLEDGEMENT_FILE);
const shipped = acknowledgementSchema.parse(parse(readFileSync(file, "utf8")));

describe("the acknowledgement's words", () => {
  it("open in the editor as the server reads them", async () => {
    const entry = await createReader(process.cwd(), config).singletons.acknowledgement.readOrThrow();
    expect(acknowledgementSchema.parse(entry)).toEqual(shipped);
  });

  it("refuse an empty paragraph and a subject on two lines, naming the field", () => {
    const broken = {
      ...shipped,
      quote: { ...shipped.quote, subject: "We have it\nBcc: x@y.test" },
      general: { ...shipped.general, whatHappensNext: "  " },
    };
    const issues = acknowledgementSchema.safeParse(broken).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual([
      "quote.subject",
      "general.whatHappensNext",
    ]);
  });

  it("link the privacy notice where the site has it", () => {
    expect(PRIVACY_PATH).toBe(paths.privacy);
  });
});
