// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSchema } from "#common/schemas/contact.ts";
import { ATTRIBUTION_KEY } from "#app/behaviours/first-touch.ts";
import { postForm, sendEmail, sendEmailUrl } from "./send-email.ts";
import { loadFullPhoneRules } from "#common/phone.ts";

// the schema judges phone numbers on the full metadata, loaded first
await loadFullPhoneRules();

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
    await expect(sendEmail(data)).resolves.toEqual({ ok: true });
    expect(sendEmailUrl).toBe("/send-email");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/send-email");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
    const body = init.body as FormData;
    expect(body.get("form")).toBe("general");
    expect(body.get("sender_address")).toBe("priya@example.com");
    // The inbox is the server's setting alone: the browser never names a receiver.
    expect(body.has("receiver_address")).toBe(false);
    expect(body.get("subject")).toBe("Partnership");
    expect(body.get("body")).toContain("Name: Priya");
    expect(body.get("name")).toBe("Priya");
    expect(body.get("phone")).toBe("+919876543210");
    expect(body.get("website")).toBe("");
  });

  it("carries the page it is sent from and the visit's first touch (decision 0036)", async () => {
    window.history.replaceState(null, "", "/contact?subject=Pilot#general");
    const touch = {
      landing_page: "/ai-solutions/precision-pa?utm_source=linkedin",
      utm_source: "linkedin",
    };
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(touch));
    const fetch = answer(200, JSON.stringify({ message: "Queued" }));
    await sendEmail(data);
    // the pack's request posts through the same door
    await postForm("/security-pack/request", new FormData());
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      const body = init.body as FormData;
      expect(body.get("page")).toBe("/contact?subject=Pilot");
      expect(body.get("landing_page")).toBe(touch.landing_page);
      expect(body.get("utm_source")).toBe("linkedin");
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    sessionStorage.clear();
  });

  it("sends the honeypot value it is given", async () => {
    const fetch = answer(200, JSON.stringify({ message: "Queued" }));
    await sendEmail(data, "http://spam.example");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.body as FormData).get("website")).toBe("http://spam.example");
  });

  it.each([
    ["a 200 without a message field", 200, JSON.stringify({ ok: true })],
    ["a 200 that is not JSON", 200, "<html>ok</html>"],
    ["a 500", 500, JSON.stringify({ message: "no" })],
    ["a 400 without fields", 400, JSON.stringify({ error: "bad" })],
    ["a 400 that is not JSON", 400, "Bad Request"],
    ["a 400 whose fields is not an object", 400, JSON.stringify({ fields: "email" })],
    ["a 201", 201, JSON.stringify({ message: "created" })],
  ])("treats %s as a failure without field messages", async (_name, status, body) => {
    answer(status, body);
    await expect(sendEmail(data)).resolves.toEqual({ ok: false, fields: {} });
  });

  it("returns the server's field messages from a JSON 400", async () => {
    answer(400, JSON.stringify({ fields: { email: "Invalid email format." } }));
    await expect(sendEmail(data)).resolves.toEqual({
      ok: false,
      fields: { email: "Invalid email format." },
    });
  });

  it("keeps only the field messages that are strings", async () => {
    answer(
      422,
      JSON.stringify({ error: "invalid", fields: { email: "Invalid email format.", phone: 3 } }),
    );
    await expect(sendEmail(data)).resolves.toEqual({
      ok: false,
      fields: { email: "Invalid email format." },
    });
  });

  it("treats a network failure as a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(sendEmail(data)).resolves.toEqual({ ok: false, fields: {} });
  });
});
