import { z } from "./zod.ts";
import {
  ATTRIBUTION_FIELDS,
  cleanAttribution,
  type Attribution,
  type AttributionField,
} from "../attribution.ts";

// The attribution's schema (decision 0036), for what reads it back as data: every field
// optional, any input accepted and cleaned by the one normaliser (common/attribution.ts), so
// parsing never fails on a visitor's value: what does not fit is dropped or cut. Kept apart
// from the normaliser because the first-touch script on every page must not carry zod.

const field = z.string().optional();

/** Any object in; the cleaned attribution out (unknown keys and unfit values dropped). */
export const attributionSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((input): Attribution => cleanAttribution(input))
  .pipe(
    z.object(
      Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, field])) as Record<
        AttributionField,
        typeof field
      >,
    ),
  );

/** A stored attribution (the outbox's JSON column) back as data; `{}` for none or garbage. */
export function readAttribution(json: unknown): Attribution {
  if (typeof json !== "string" || json === "") return {};
  try {
    return attributionSchema.parse(JSON.parse(json)) as Attribution;
  } catch {
    return {};
  }
}
