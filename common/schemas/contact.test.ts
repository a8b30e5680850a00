import { beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "./contact.ts";
import { fieldErrors } from "./submission.ts";
import { loadFullPhoneRules } from "../phone.ts";

// the schemas judge phone numbers on the full metadata, loaded first (as the server does)
beforeAll(loadFullPhoneRules);

const quote = {
  form: "quote",
  name: "Priya Sharma",
  organization: "Acme Health",
  email: "priya@example.com",
  phone: "+919876543210",
  message: "We would like a quote for a prior-authorization pilot.",
};
const general = { ...quote, form: "general", organization: undefined, subject: "Partnership" };

function errorsOf(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact schema", () => {
  it("accepts a complete quote request and a complete general enquiry", () => {
    expect(contactSchema.parse(quote)).toMatchObject({
      form: "quote",
      organization: "Acme Health",
    });
    expect(contactSchema.parse(general)).toMatchObject({ form: "general", subject: "Partnership" });
  });

  it("gives each empty field of the quote tab its required message", () => {
    const blank = { form: "quote", name: "", organization: "", email: "", phone: "", message: "" };
    expect(errorsOf(blank)).toEqual({
      name: "Name is required.",
      organization: "Organization is required.",
      email: "Email is required.",
      phone: "Phone number is required",
      message: "Message is required.",
    });
  });

  it("gives each empty field of the general tab its required message", () => {
    expect(errorsOf({ form: "general" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      phone: "Phone number is required",
      subject: "Subject is required.",
      message: "Message is required.",
    });
  });

  it("treats only spaces as empty", () => {
    expect(errorsOf({ ...quote, name: "   ", message: " \n " })).toEqual({
      name: "Name is required.",
      message: "Message is required.",
    });
  });

  it("allows only letters and spaces in the name", () => {
    expect(errorsOf({ ...quote, name: "Priya 2" })).toEqual({
      name: "Only alphabets and spaces are allowed.",
    });
    expect(errorsOf({ ...quote, name: "José Müller" })).toEqual({});
  });

  it("checks the email against a simple address pattern and lowercases it", () => {
    for (const email of [
      "priya",
      "priya@",
      "priya@example",
      "pri ya@example.com",
      "@example.com",
    ]) {
      expect(errorsOf({ ...quote, email })).toEqual({ email: "Invalid email format." });
    }
    expect(contactSchema.parse({ ...quote, email: "Priya@Example.com" }).email).toBe(
      "priya@example.com",
    );
  });

  it("requires a phone number valid for its country (full metadata)", () => {
    expect(errorsOf({ ...quote, phone: "+911000000000" })).toEqual({
      phone: "Please enter a valid phone number",
    });
    expect(errorsOf({ ...quote, phone: "+91987" })).toEqual({
      phone: "Please enter a valid phone number",
    });
  });

  it("needs organization only on the quote tab and subject only on the general tab", () => {
    expect(errorsOf({ ...general, organization: "" })).toEqual({});
    expect(errorsOf({ ...quote, subject: "" })).toEqual({});
    expect(errorsOf({ ...general, subject: "" })).toEqual({ subject: "Subject is required." });
  });

  it("refuses line breaks in a subject (it becomes an e-mail header)", () => {
    expect(errorsOf({ ...general, subject: "Hi\r\nBcc: x@example.com" })).toEqual({
      subject: "Use a single line without line breaks.",
    });
  });

  it("refuses an unknown form and over-long fields", () => {
    expect(contactSchema.safeParse({ ...quote, form: "other" }).success).toBe(false);
    expect(errorsOf({ ...quote, message: "x".repeat(5001) })).toEqual({
      message: "This is too long.",
    });
  });
});
