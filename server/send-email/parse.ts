import type { FastifyRequest } from "fastify";
import { MAX_RESUME_BYTES } from "#common/limits.ts";
import { wire } from "#common/wire.ts";

// Reads the multipart body into memory under hard limits. Every way a body can be bad —
// too big, too many parts, truncated, cut off mid-file — ends as an HttpError, never as
// an unhandled stream error.

/** Enough for the longest message (5000 characters of 4-byte UTF-8) and the composed body. */
export const FIELD_BYTES = 32 * 1024;
/**
 * The longest form (the application: 13 text fields with the envelope, honeypot and spam
 * check) plus the attribution's 8 optional ones (common/attribution.ts), with room to spare.
 */
export const MAX_FIELDS = 30;
/** Whole request: the largest résumé, the text fields and multipart framing. */
export const BODY_CAP = MAX_RESUME_BYTES + 256 * 1024;

export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: FIELD_BYTES,
  fields: MAX_FIELDS,
  fileSize: MAX_RESUME_BYTES,
  files: 1,
  parts: MAX_FIELDS + 1,
  headerPairs: 20,
};

export class HttpError extends Error {
  override name = "HttpError";
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export const TOO_LARGE = "The request is too large.";

export interface Upload {
  filename: string;
  mimetype: string;
  content: Buffer;
}

export interface ParsedBody {
  fields: Record<string, string>;
  file: Upload | undefined;
}

function limitError(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    /^FST_(PARTS|FILES|FIELDS)_LIMIT$|^FST_REQ_FILE_TOO_LARGE$/.test(code)
  ) {
    return new HttpError(413, TOO_LARGE);
  }
  return undefined;
}

async function collect(request: FastifyRequest): Promise<ParsedBody> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: Upload | undefined;
  for await (const part of request.parts({ limits: multipartLimits })) {
    if (part.type === "file") {
      if (part.fieldname !== wire.file || file) {
        part.file.resume();
        throw new HttpError(400, 'Only one file, in the field "file", is accepted.', {
          [part.fieldname]: "Unexpected file.",
        });
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
      file = { filename: part.filename, mimetype: part.mimetype, content };
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, TOO_LARGE);
    if (part.fieldname in fields) {
      throw new HttpError(400, "Each field may be sent once.", {
        [part.fieldname]: "Sent more than once.",
      });
    }
    fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
  }
  return { fields, file };
}

/**
 * The form's fields and its one file. Rejects with HttpError: 413 past any limit or the
 * body cap (also for chunked bodies that announce no length), 400 for broken multipart.
 */
export function readMultipart(request: FastifyRequest): Promise<ParsedBody> {
  const raw = request.raw;
  return new Promise<ParsedBody>((resolve, reject) => {
    let received = 0;
    // Stop parsing but read the rest of the body into nothing, so the client (still
    // sending) gets its 4xx answer instead of a reset; requestTimeout bounds how long.
    const fail = (error: HttpError) => {
      raw.off("data", count);
      raw.unpipe();
      if (!raw.readableEnded) raw.resume();
      reject(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > BODY_CAP) fail(new HttpError(413, TOO_LARGE));
    };
    collect(request).then(resolve, (error: unknown) => {
      if (error instanceof HttpError) fail(error);
      else fail(limitError(error) ?? new HttpError(400, "The form data could not be read."));
    });
    raw.on("data", count);
    raw.once("end", () => raw.off("data", count));
  });
}
