import { beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "./schemas/application.ts";
import { contactSchema } from "./schemas/contact.ts";
import { submissionSchema } from "./schemas/submission.ts";
import { fromFields, toFormData } from "./wire.ts";
import { loadFullPhoneRules } from "./phone.ts";

// the schemas judge phone numbers on the full metadata, loaded first (as the server does)
beforeAll(loadFullPhoneRules);

function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === "string") out[key] = value;
  });
  return out;
}

describe("wire format", () => {
  it("sends a quote request with the spec fields and the structured ones", () => {
    const data = contactSchema.parse({
      form: "quote",
      name: "Priya Sharma",
      organization: "Acme Health",
      email: "priya@example.com",
      phone: "+919876543210",
      message: "Hello",
    });
    const fields = textFields(toFormData(data));
    expect(fields).toEqual({
      form: "quote",
      sender_address: "priya@example.com",
      subject: "Request a Quote",
      body: "Name: Priya Sharma\nOrganization: Acme Health\nPhone: +919876543210\n\nMessage:\n  Hello",
      name: "Priya Sharma",
      organization: "Acme Health",
      email: "priya@example.com",
      phone: "+919876543210",
      message: "Hello",
      website: "",
    });
    expect(contactSchema.parse(fromFields(fields))).toEqual(data);
  });

  it("sends the typed subject of a general enquiry and rebuilds it", () => {
    const data = contactSchema.parse({
      form: "general",
      name: "Priya",
      email: "priya@example.com",
      phone: "+919876543210",
      subject: "Partnership",
      message: "Hello",
    });
    const fields = textFields(toFormData(data, { honeypot: "bot" }));
    expect(fields.subject).toBe("Partnership");
    expect(fields.website).toBe("bot");
    expect(fields).not.toHaveProperty("organization");
    expect(submissionSchema.parse(fromFields(fields))).toEqual(data);
  });

  it("attaches the résumé of an application as `file` and rebuilds the input", () => {
    const file = new File(["%PDF-1.7"], "arjun-cv.pdf", { type: "application/pdf" });
    const data = applicationSchema.parse({
      form: "application",
      first_name: "Arjun",
      last_name: "",
      email: "arjun@example.com",
      phone: "+919876543210",
      address: "12 MG Road",
      notice_period: "2",
      current_ctc: "12.5",
      expected_ctc: "16",
      file,
    });
    const form = toFormData(data);
    const sent = form.get("file");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("arjun-cv.pdf");
    const fields = textFields(form);
    expect(fields.subject).toBe("Application for Role");
    expect(fields.last_name).toBe("");
    expect(fields).not.toHaveProperty("resume_consent");
    const rebuilt = fromFields(fields, { name: "arjun-cv.pdf", size: file.size });
    expect(applicationSchema.parse(rebuilt).resume_consent).toBe(false);

    // A ticked "keep my résumé" box travels as "yes" and comes back as true.
    const consenting = toFormData({ ...data, resume_consent: true });
    expect(consenting.get("resume_consent")).toBe("yes");
    const back = fromFields(textFields(consenting), { name: "arjun-cv.pdf", size: file.size });
    expect(applicationSchema.parse(back).resume_consent).toBe(true);
  });

  it("ignores unknown fields and keeps an unknown form for the schema to refuse", () => {
    expect(fromFields({ form: "quote", name: "A", admin: "1" })).not.toHaveProperty("admin");
    expect(submissionSchema.safeParse(fromFields({ form: "spam" })).success).toBe(false);
  });

  it("sends no receiver_address: the server delivers to its own inbox", () => {
    const data = contactSchema.parse({
      form: "general",
      name: "Priya",
      email: "priya@example.com",
      phone: "+919876543210",
      subject: "Partnership",
      message: "Hello",
    });
    expect(toFormData(data).has("receiver_address")).toBe(false);
  });

  it("reads a post without a form field as the spec's plain format", () => {
    const fields = {
      sender_address: "Visitor@Mail.test",
      receiver_address: "info@example.com",
      subject: "Hello",
      body: "Line one\nLine two",
    };
    expect(submissionSchema.parse(fromFields(fields))).toEqual({
      form: "message",
      sender_address: "visitor@mail.test",
      subject: "Hello",
      body: "Line one\nLine two",
    });
  });
});
