import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "#common/schemas/zod.ts";
import { formResolver } from "./form-resolver.ts";

const schema = z.object({ name: z.string().min(1, { error: "Name is required." }) });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{
  name: string;
}>;

describe("formResolver", () => {
  it("judges the values it was given, even when the form changes them while it waits", async () => {
    const values = { name: "Priya" };
    const verdict = formResolver<{ name: string }, { name: string }>(schema)(
      values,
      undefined,
      options,
    );
    values.name = ""; // what react-hook-form does to its live values on the next change
    expect((await verdict).errors).toEqual({});
  });

  it("reports the schema's messages", async () => {
    const verdict = await formResolver<{ name: string }, { name: string }>(schema)(
      { name: "" },
      undefined,
      options,
    );
    expect(verdict.errors.name?.message).toBe("Name is required.");
  });
});
