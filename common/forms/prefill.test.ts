import { describe, expect, it } from "vitest";
import { FIELD_MAX } from "../limits.ts";
import { PREFILL_MARKER, prefillTarget, subjectFromQuery } from "./prefill.ts";

describe("a subject filled in by a link", () => {
  it("reads the subject, percent- or plus-encoded, trimmed", () => {
    expect(subjectFromQuery("?subject=Security%20pack%20request")).toBe("Security pack request");
    expect(subjectFromQuery("?tab=general&subject=DPA+request")).toBe("DPA request");
    expect(subjectFromQuery("subject=%20BAA%20request%20")).toBe("BAA request");
  });

  it("fills nothing the form itself would refuse", () => {
    for (const search of [
      "",
      "?ref=trust",
      "?subject=",
      "?subject=%20%20",
      "?subject=Two%0Alines",
      "?subject=Bell%07",
      `?subject=${"x".repeat(FIELD_MAX.subject + 1)}`,
    ]) {
      expect(subjectFromQuery(search), search).toBeUndefined();
    }
    expect(subjectFromQuery(`?subject=${"x".repeat(FIELD_MAX.subject)}`)).toHaveLength(
      FIELD_MAX.subject,
    );
  });

  it("marks the input with the attribute the server looks for", () => {
    const [name, value] = Object.entries(prefillTarget)[0]!;
    expect(`${name}="${value}"`).toBe(PREFILL_MARKER);
  });
});
