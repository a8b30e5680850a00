import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { fieldErrors, submissionSchema } from "./submission.ts";
import { loadFullPhoneRules } from "../phone.ts";

// the schemas judge phone numbers on the full metadata, loaded first (as the server does)
beforeAll(loadFullPhoneRules);

// Every text field of every form refuses C0/C1 control characters (ESC, BEL, NUL, DEL, CSI
// …); only the multi-line fields (message, address, the plain format's body) keep tab and
// line breaks. Browser and server run these same schemas.

const resume = { name: "cv.pdf", size: 1000 };
const valid = {
  quote: {
    form: "quote",
    name: "Asha Rao",
    organization: "Sunrise Clinics",
    email: "asha@clinic.test",
    phone: "+919876543210",
    message: "Hello",
  },
  general: {
    form: "general",
    name: "Asha Rao",
    subject: "Partnership",
    email: "asha@clinic.test",
    phone: "+919876543210",
    message: "Hello",
  },
  application: {
    form: "application",
    first_name: "Ravi",
    last_name: "Kumar",
    email: "ravi@mail.test",
    phone: "+919812345678",
    address: "12 MG Road",
    notice_period: "2",
    current_ctc: "14",
    expected_ctc: "18.5",
    file: resume,
  },
  message: { form: "message", sender_address: "li@mail.test", subject: "Hi", body: "Hello" },
} as const;

const MULTILINE = new Set(["message", "address", "body"]);
const HOSTILE = ["\u001b]0;pwned\u0007", "\u0000", "\u009b2J", "\u007f", "\u001b[1A\u001b[2K"];

function errorsOf(input: Record<string, unknown>) {
  const parsed = submissionSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("control characters", () => {
  it("the valid forms pass", () => {
    for (const input of Object.values(valid)) expect(errorsOf(input)).toEqual({});
  });

  for (const [kind, input] of Object.entries(valid)) {
    const textFields = Object.keys(input).filter((key) => key !== "form" && key !== "file");
    it.each(textFields)(`${kind}: %s refuses ESC, BEL, NUL, DEL and C1`, (field) => {
      for (const hostile of HOSTILE) {
        const value = `x${hostile}@a.test`;
        expect(errorsOf({ ...input, [field]: value }), JSON.stringify(value)).toHaveProperty(field);
      }
    });
    it.each(textFields)(`${kind}: %s takes line breaks and tabs only if multi-line`, (field) => {
      const base = String(input[field as keyof typeof input]);
      for (const layout of ["\n", "\r\n", "\t", "\u2028"]) {
        const errors = errorsOf({ ...input, [field]: `${base}${layout}${base}` });
        if (MULTILINE.has(field)) expect(errors).toEqual({});
        else expect(errors, JSON.stringify(layout)).toHaveProperty(field);
      }
    });
  }

  it("names the problem in words", () => {
    expect(errorsOf({ ...valid.general, subject: "Hi\u001b[2J" }).subject).toBe(
      messages.controlCharacters,
    );
    expect(errorsOf({ ...valid.general, subject: "Hi\nBcc: x" }).subject).toBe(messages.singleLine);
  });
});
