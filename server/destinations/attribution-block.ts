import { isEmptyAttribution, type Attribution } from "#common/attribution.ts";

// The team's e-mail says where an enquiry came from (decision 0036): a short block after the
// message, one line per fact recorded, omitted when nothing was. The values were cleaned when
// received (common/attribution.ts: one line each, no control characters, cut to their limits).

export const ATTRIBUTION_HEADING = "How they found us";

export function attributionBlock(attribution: Attribution | null | undefined): string {
  if (!attribution || isEmptyAttribution(attribution)) return "";
  const a = attribution;
  const campaign = [a.utm_source, a.utm_medium, a.utm_campaign];
  const lines = [
    a.landing_page && `Landing page: ${a.landing_page}`,
    campaign.some(Boolean) &&
      `Source / medium / campaign: ${campaign.map((v) => v ?? "-").join(" / ")}`,
    a.utm_term && `Term: ${a.utm_term}`,
    a.utm_content && `Content: ${a.utm_content}`,
    a.referrer_host && `Referring site: ${a.referrer_host}`,
    a.page && `Sent from: ${a.page}`,
  ].filter((line): line is string => typeof line === "string");
  return `${ATTRIBUTION_HEADING}\n${lines.join("\n")}`;
}

/** A body with the block after it (a blank line between), or the body as it was. */
export function withAttribution(body: string, attribution: Attribution | null | undefined): string {
  const block = attributionBlock(attribution);
  return block === "" ? body : `${body}\n\n${block}`;
}
