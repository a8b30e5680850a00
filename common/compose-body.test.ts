import { beforeAll, describe, expect, it } from "vitest";
import { composeEmail } from "./compose-body.ts";
import { applicationSchema } from "./schemas/application.ts";
import { contactSchema } from "./schemas/contact.ts";
import { loadFullPhoneRules } from "./phone.ts";

// the schemas judge phone numbers on the full metadata, loaded first (as the server does)
beforeAll(loadFullPhoneRules);

const contact = {
  name: "Priya Sharma",
  email: "priya@example.com",
  phone: "+919876543210",
  message: "Line one\nLine two",
};

describe("composeEmail", () => {
  it("composes a quote request: fixed subject; name, organization, phone and message", () => {
    const data = contactSchema.parse({ ...contact, form: "quote", organization: "Acme Health" });
    expect(composeEmail(data)).toEqual({
      subject: "Request a Quote",
      body:
        "Name: Priya Sharma\nOrganization: Acme Health\nPhone: +919876543210\n\n" +
        "Message:\n  Line one\n  Line two",
    });
  });

  it("composes a general enquiry with the typed subject and no organization", () => {
    const data = contactSchema.parse({ ...contact, form: "general", subject: "Partnership" });
    const { subject, body } = composeEmail(data);
    expect(subject).toBe("Partnership");
    expect(body).not.toContain("Organization");
    expect(body).toContain("Name: Priya Sharma");
  });

  it("composes an application: fixed subject; name, phone, address, notice period, CTCs", () => {
    const data = applicationSchema.parse({
      form: "application",
      first_name: "Arjun",
      last_name: "Rao",
      email: "arjun@example.com",
      phone: "+919876543210",
      address: "12 MG Road, Bengaluru",
      notice_period: "2",
      current_ctc: "12.5",
      expected_ctc: "16",
      file: { name: "cv.pdf", size: 1000 },
    });
    expect(composeEmail(data)).toEqual({
      subject: "Application for Role",
      body: [
        "Name: Arjun Rao",
        "Phone: +919876543210",
        "Current Address: 12 MG Road, Bengaluru",
        "Notice Period (Months): 2",
        "Current CTC (LPA): 12.5",
        "Expected CTC (LPA): 16",
        "Keep résumé for future openings: No",
      ].join("\n"),
    });
    const kept = applicationSchema.parse({ ...data, resume_consent: true });
    expect(composeEmail(kept).body).toMatch(/\nKeep résumé for future openings: Yes$/);
  });

  it("no visitor text can start a line that looks like a label", () => {
    const data = applicationSchema.parse({
      form: "application",
      first_name: "Arjun",
      last_name: "",
      email: "arjun@example.com",
      phone: "+919876543210",
      address: "1 Road\nExpected CTC (LPA): 99\r\nNotice Period (Months): 0",
      notice_period: "2",
      current_ctc: "12.5",
      expected_ctc: "16",
      file: { name: "cv.pdf", size: 1000 },
    });
    const { body } = composeEmail(data);
    expect(body).toContain("Current Address:\n  1 Road\n  Expected CTC (LPA): 99\n");
    const labelled = body.split("\n").filter((line) => /^\S/.test(line));
    expect(labelled).toEqual([
      "Name: Arjun",
      "Phone: +919876543210",
      "Current Address:",
      "Notice Period (Months): 2",
      "Current CTC (LPA): 12.5",
      "Expected CTC (LPA): 16",
      "Keep résumé for future openings: No",
    ]);

    const contact = contactSchema.parse({
      form: "general",
      name: "Priya",
      email: "p@example.com",
      phone: "+919876543210",
      subject: "Hi",
      message: "Phone: +10000000000\n\nName: Someone Else",
    });
    expect(composeEmail(contact).body).toBe(
      "Name: Priya\nPhone: +919876543210\n\nMessage:\n  Phone: +10000000000\n\n  Name: Someone Else",
    );
  });
});
