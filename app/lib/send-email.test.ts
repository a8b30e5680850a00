import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSchema } from "../../common/schemas/contact.ts";
import { sendEmail, sendEmailUrl } from "./send-email.ts";

const data = contactSchema.parse({
  form: "general",
  name: "Priya",
  email: "priya@example.com",
  phone: "+919876543210",
  subject: "Partnership",
  message: "Hello",
});

function answer(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("sendEmail", () => {
  it("POSTs multipart form data to /send-email with the spec fields", async () => {
    const fetch = answer(200, JSON.stringify({ message: "Queued" }));
    await expect(sendEmail(data)).resolves.toBe(true);
    expect(sendEmailUrl).toBe("/send-email");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/send-email");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(body.get("sender_address")).toBe("priya@example.com");
    expect(body.get("receiver_address")).toBeNull();
    expect(body.get("subject")).toBe("Partnership");
    expect(body.get("body")).toContain("Name: Priya");
    expect(body.get("website")).toBe("");
  });

  it.each([
    ["a 200 without a message field", 200, JSON.stringify({ ok: true })],
    ["a 200 that is not JSON", 200, "<html>ok</html>"],
    ["a 500", 500, JSON.stringify({ message: "no" })],
    ["a 400", 400, JSON.stringify({ error: "bad" })],
    ["a 201", 201, JSON.stringify({ message: "created" })],
  ])("treats %s as a failure", async (_name, status, body) => {
    answer(status, body);
    await expect(sendEmail(data)).resolves.toBe(false);
  });

  it("treats a network failure as a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(sendEmail(data)).resolves.toBe(false);
  });
});
