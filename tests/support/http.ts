import { request } from "node:http";

// Raw HTTP for edge tests: `fetch` normalises paths (`\` → `/`, dot segments) and pools
// connections, which would hide exactly what these tests look at.

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawRequest(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/`, {
      method: options.method ?? "GET",
      path,
      agent: false,
      headers: { Connection: "close", ...options.headers },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A multipart body as a browser would encode the FormData, ready to send byte by byte. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type") ?? "",
  };
}
