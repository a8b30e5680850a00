import { describe, expect, it } from "vitest";
import type { EnquiryRow } from "./records.ts";
import {
  csvCell,
  enquiryFacts,
  isoWeek,
  reportCsv,
  reportText,
  sinceOf,
  weeklyReport,
} from "./report.ts";

// The report's grouping (decision 0036): one enquiry per submission whatever its destinations,
// by ISO week, the landing page without its tags, the campaign as source / medium / campaign.

const DAY = 86_400_000;
const MON_W48 = Date.UTC(2026, 10, 23, 9); // Monday 23 November 2026
const LINKEDIN = {
  page: "/contact",
  landing_page: "/ai-solutions/precision-pa?utm_source=linkedin&utm_campaign=pa",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "pa",
};

function row(messageId: string, createdAt: number, extra: Partial<EnquiryRow> = {}): EnquiryRow {
  return { messageId, createdAt, kind: "quote", attribution: LINKEDIN, ...extra };
}

describe("isoWeek", () => {
  it("counts weeks from Monday, the year of their Thursday", () => {
    expect(isoWeek(MON_W48)).toBe("2026-W48");
    expect(isoWeek(MON_W48 - 1 - 9 * 3_600_000)).toBe("2026-W47"); // Sunday 23:59:59.999
    expect(isoWeek(Date.UTC(2027, 0, 1))).toBe("2026-W53"); // a Friday: 2026 has 53 weeks
    expect(isoWeek(Date.UTC(2024, 11, 30))).toBe("2025-W01");
  });
});

describe("enquiryFacts and weeklyReport", () => {
  const rows: EnquiryRow[] = [
    // one submission, three destinations: one enquiry
    row("<a@x>", MON_W48),
    row("<a@x>", MON_W48),
    row("<a@x>", MON_W48),
    row("<b@x>", MON_W48 + DAY, { kind: "general" }),
    row("<c@x>", MON_W48 + 2 * DAY, {
      kind: "document-request",
      attribution: { page: "/trust", utm_medium: "email" },
    }),
    // erased by retention on one row, not yet on the other: the kept row tells
    row("<d@x>", MON_W48 - 7 * DAY, { attribution: null }),
    row("<d@x>", MON_W48 - 7 * DAY, { attribution: { page: "/contact" } }),
    row("<e@x>", MON_W48 - 7 * DAY, { kind: "application", attribution: null }),
  ];
  const facts = enquiryFacts(rows);

  it("counts each submission once, by week, most first", () => {
    expect(facts).toHaveLength(5);
    const [w47, w48] = weeklyReport(facts);
    expect(w47).toEqual({
      week: "2026-W47",
      total: 2,
      by: {
        form: [
          ["application", 1],
          ["quote", 1],
        ],
        landing: [
          ["(erased)", 1],
          ["(none)", 1],
        ],
        campaign: [
          ["(erased)", 1],
          ["(none)", 1],
        ],
        referrer: [
          ["(erased)", 1],
          ["(none)", 1],
        ],
      },
    });
    expect(w48?.total).toBe(3);
    expect(w48?.by.landing).toEqual([
      ["/ai-solutions/precision-pa", 2],
      ["(none)", 1],
    ]);
    expect(w48?.by.campaign).toEqual([
      ["linkedin / social / pa", 2],
      ["(not set) / email / (not set)", 1],
    ]);
    expect(w48?.by.referrer).toEqual([
      ["www.linkedin.com", 2],
      ["(none)", 1],
    ]);
  });

  it("prints a block per week, and CSV rows per combination", () => {
    const text = reportText(facts, "Enquiries");
    expect(text).toContain("2026-W48: 3 enquiries\n  Form:");
    expect(text).toContain("Landing page:               /ai-solutions/precision-pa 2, (none) 1");
    expect(text.endsWith("Total: 5")).toBe(true);
    expect(reportText([], "Enquiries")).toBe("Enquiries\n\nNo enquiries.");
    expect(reportCsv(facts).split("\r\n")).toEqual([
      "week,form,landing_page,source_medium_campaign,referrer_host,enquiries",
      "2026-W47,application,(erased),(erased),(erased),1",
      "2026-W47,quote,(none),(none),(none),1",
      "2026-W48,document-request,(none),(not set) / email / (not set),(none),1",
      "2026-W48,general,/ai-solutions/precision-pa,linkedin / social / pa,www.linkedin.com,1",
      "2026-W48,quote,/ai-solutions/precision-pa,linkedin / social / pa,www.linkedin.com,1",
      "",
    ]);
  });
});

describe("csvCell and sinceOf", () => {
  it("quotes what must be, and no visitor's value becomes a formula", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell(3)).toBe("3");
  });
  it("reads days, weeks or a day", () => {
    const now = MON_W48;
    expect(sinceOf("30d", now)).toBe(now - 30 * DAY);
    expect(sinceOf("8w", now)).toBe(now - 56 * DAY);
    expect(sinceOf("2026-11-01", now)).toBe(Date.UTC(2026, 10, 1));
    expect(sinceOf("soon", now)).toBeUndefined();
    expect(sinceOf("2026-13-45", now)).toBeUndefined();
  });
});
