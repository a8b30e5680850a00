import { describe, expect, it } from "vitest";
import { z } from "../schemas/zod.ts";
import { applicationSchema } from "../schemas/application.ts";
import { resume } from "../schemas/fields.ts";
import { generalSchema, quoteSchema } from "../schemas/contact.ts";
import { emptyApplication, emptyContact, emptyValues } from "./form-values.ts";

describe("form values derived from the schemas", () => {
  it("gives the application form one empty value per schema field", () => {
    expect(Object.keys(emptyApplication).sort()).toEqual(
      Object.keys(applicationSchema.shape).sort(),
    );
    expect(emptyApplication).toMatchObject({
      form: "application",
      first_name: "",
      file: undefined,
      resume_consent: "",
    });
  });

  it("holds both contact tabs' fields, named after the chosen tab", () => {
    const keys = new Set([...Object.keys(quoteSchema.shape), ...Object.keys(generalSchema.shape)]);
    expect(Object.keys(emptyContact("general")).sort()).toEqual([...keys].sort());
    expect(emptyContact("general").form).toBe("general");
    expect(emptyContact("quote")).toMatchObject({ form: "quote", organization: "", subject: "" });
  });

  it("follows a new schema field without another list to edit", () => {
    const extended = applicationSchema.extend({ portfolio: z.string(), cover: resume });
    expect(emptyValues(extended)).toMatchObject({ portfolio: "", cover: undefined });
  });
});
