// Valid submissions as the site's forms send them (see common/wire.ts), for server tests.

export const INBOX = "info@example.com";

export function quoteForm(overrides: Record<string, string> = {}): FormData {
  return form({
    form: "quote",
    sender_address: "asha.rao@clinic.test",
    receiver_address: INBOX,
    subject: "Request a Quote",
    body: "ignored: the server composes the body itself",
    name: "Asha Rao",
    organization: "Sunrise Clinics",
    email: "asha.rao@clinic.test",
    phone: "+919876543210",
    message: "We need a triage assistant for 12 clinics.",
    website: "",
    ...overrides,
  });
}

export function generalForm(overrides: Record<string, string> = {}): FormData {
  return form({
    form: "general",
    sender_address: "li.wei@mail.test",
    receiver_address: INBOX,
    subject: "Partnership",
    body: "",
    name: "Li Wei",
    email: "li.wei@mail.test",
    phone: "+14155550123",
    message: "Do you partner with hospitals in Singapore?",
    website: "",
    ...overrides,
  });
}

export function applicationForm(
  file: { content: Buffer; name: string; type?: string } | undefined,
  overrides: Record<string, string> = {},
): FormData {
  const body = form({
    form: "application",
    sender_address: "ravi.kumar@mail.test",
    receiver_address: INBOX,
    subject: "Application for Role",
    body: "",
    first_name: "Ravi",
    last_name: "Kumar",
    email: "ravi.kumar@mail.test",
    phone: "+919812345678",
    address: "12 MG Road, Bengaluru",
    notice_period: "2",
    current_ctc: "14",
    expected_ctc: "18.5",
    website: "",
    ...overrides,
  });
  if (file) {
    const blob = new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/pdf" });
    body.set("file", blob, file.name);
  }
  return body;
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** Where a post goes: a server's base URL (over a socket), or an in-process app (test-app.ts). */
export type PostTarget = string | { fetch(path: string, init?: RequestInit): Promise<Response> };

export async function post(
  target: PostTarget,
  body: FormData | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const init = { method: "POST", body, headers };
  const response =
    typeof target === "string"
      ? await fetch(`${target}/send-email`, init)
      : await target.fetch("/send-email", init);
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { raw: text };
  }
  return { status: response.status, json, headers: response.headers };
}
