import { beforeAll, describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "../limits.ts";
import { applicationSchema } from "./application.ts";
import { fieldErrors } from "./submission.ts";
import { loadFullPhoneRules } from "../phone.ts";

// the schemas judge phone numbers on the full metadata, loaded first (as the server does)
beforeAll(loadFullPhoneRules);

const valid = {
  form: "application",
  first_name: "Arjun",
  last_name: "",
  email: "arjun@example.com",
  phone: "+919876543210",
  address: "12 MG Road, Bengaluru",
  notice_period: "2",
  current_ctc: "12.5",
  expected_ctc: "16",
  file: { name: "arjun-cv.pdf", size: 120_000 },
};

function errorsOf(input: Record<string, unknown>) {
  const result = applicationSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("application schema", () => {
  it("accepts a complete application with or without a last name", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, last_name: "Rao" })).toEqual({});
    expect(errorsOf({ ...valid, last_name: undefined })).toEqual({});
  });

  it("reads the résumé consent: unticked by default, yes or a ticked box keeps it, nothing else", () => {
    expect(applicationSchema.parse(valid).resume_consent).toBe(false);
    expect(applicationSchema.parse({ ...valid, resume_consent: "" }).resume_consent).toBe(false);
    expect(applicationSchema.parse({ ...valid, resume_consent: false }).resume_consent).toBe(false);
    expect(applicationSchema.parse({ ...valid, resume_consent: "yes" }).resume_consent).toBe(true);
    expect(applicationSchema.parse({ ...valid, resume_consent: true }).resume_consent).toBe(true);
    for (const value of ["no", "on", "true", "YES", "1"]) {
      expect(errorsOf({ ...valid, resume_consent: value })).toEqual({
        resume_consent:
          'Send "yes" to keep the résumé for future openings, or leave the field out.',
      });
    }
  });

  it("gives every required field its message", () => {
    expect(errorsOf({ form: "application" })).toEqual({
      first_name: "First Name is required.",
      email: "Email is required.",
      phone: "Phone number is required",
      address: "Address is required.",
      notice_period: "Notice period is required.",
      current_ctc: "Current CTC is required.",
      expected_ctc: "Expected CTC is required.",
      file: "Resume is required.",
    });
  });

  it("allows only letters and spaces in first and last names", () => {
    expect(errorsOf({ ...valid, first_name: "Arjun1", last_name: "R@o" })).toEqual({
      first_name: "Only letters and spaces are allowed",
      last_name: "Only letters and spaces are allowed",
    });
  });

  it("checks email and phone like the contact form", () => {
    expect(errorsOf({ ...valid, email: "arjun@example" })).toEqual({
      email: "Invalid email format.",
    });
    expect(errorsOf({ ...valid, phone: "+911000000000" })).toEqual({
      phone: "Please enter a valid phone number",
    });
  });

  it("takes whole months for the notice period and decimals for CTC", () => {
    expect(errorsOf({ ...valid, notice_period: "1.5" })).toEqual({
      notice_period: "Enter the notice period in whole months.",
    });
    expect(errorsOf({ ...valid, current_ctc: "12.5.1", expected_ctc: "abc" })).toEqual({
      current_ctc: "Enter a number like 12.5.",
      expected_ctc: "Enter a number like 12.5.",
    });
    expect(errorsOf({ ...valid, current_ctc: "12.", expected_ctc: ".5" })).toEqual({});
  });

  it("checks the résumé's type and size with the spec's messages", () => {
    expect(errorsOf({ ...valid, file: { name: "cv.png", size: 10 } })).toEqual({
      file: "Only PDF, DOC, and DOCX files are allowed.",
    });
    expect(errorsOf({ ...valid, file: { name: "cv.docx", size: MAX_RESUME_BYTES + 1 } })).toEqual({
      file: "File too large. Maximum 5MB allowed.",
    });
    expect(errorsOf({ ...valid, file: "cv.pdf" })).toEqual({ file: "Resume is required." });
  });
});
