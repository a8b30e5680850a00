import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { judgeOnSmallRules, loadFullPhoneRules } from "#common/phone.ts";
import type { z } from "#common/schemas/zod.ts";

/**
 * Checks a form against its schema in `common/`. The phone rule needs the full phone
 * metadata, loaded when the visitor first uses the phone field; a form sent before that
 * (a number typed before the island hydrated) waits for it here instead of being judged on
 * the small set. If the download fails, the small set judges and the server has the last word.
 * `Values` is what the form holds, `Data` what the schema makes of it.
 *
 * react-hook-form hands the resolver its live values object, which the form keeps changing.
 * The check runs after an await, so it takes a copy first: otherwise a change made meanwhile
 * (a refused résumé cleared with its own message) is judged instead, and the stale verdict
 * ("Resume is required.") replaces the right message.
 */
export function formResolver<Values extends FieldValues, Data>(
  schema: z.ZodType<Data>,
): Resolver<Values, unknown, Data> {
  const check = zodResolver(schema as z.ZodType<Data, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Data
  >;
  return async (values, context, options) => {
    const asGiven = { ...values };
    // a lost download must not leave a form that can never be sent; an empty number needs
    // no rules, so a form sent empty shows its messages without waiting for the download
    if (asGiven.phone) await loadFullPhoneRules().catch(judgeOnSmallRules);
    return check(asGiven, context, options);
  };
}
