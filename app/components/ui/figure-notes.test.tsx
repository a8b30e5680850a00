import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { productPage } from "#app/content/products.ts";
import { FigureNotes, type NotedFigure } from "./figure-notes.tsx";

// Each fact once (issue 43): a note says what its figure's card does not.
const words = productPage.figures;
const text = (html: string) => html.replace(/<[^>]+>/g, "");
const method = "Staff time per request, compared with preparing it by hand";
const target: NotedFigure = {
  title: "Less Manual Work",
  kind: "target",
  method,
  period: "Q1 2027",
};
const measured: NotedFigure = {
  title: "Report Turnaround",
  kind: "measured",
  method,
  source: { citation: "Audit report 2026" },
};
const notes = (figures: NotedFigure[], onCard: readonly "period"[] = []) =>
  text(
    renderToStaticMarkup(
      <FigureNotes prefix="t" figures={figures} words={words} onCard={onCard} />,
    ),
  );

describe("the notes under the figures", () => {
  it("leave out the method a pilot figure's card prints, and keep what the card does not", () => {
    const note = notes([target]);
    expect(note).toContain(`Less Manual Work. ${words.target.explain}`);
    expect(note).not.toContain(method);
    expect(note).toContain(`${words.period}: Q1 2027.`);
  });

  it("keep the method of a headline figure, whose card shows only its number", () => {
    const note = notes([measured]);
    expect(note).toContain(`${words.method}: ${method}.`);
    expect(note).toContain(`${words.source}: Audit report 2026.`);
  });

  it("leave out what the section's cards print themselves (a case study's period)", () => {
    expect(notes([target], ["period"])).not.toContain("Q1 2027");
  });

  it("link each note back to its figure", () => {
    const html = renderToStaticMarkup(
      <FigureNotes prefix="t" figures={[target, measured]} words={words} />,
    );
    expect(html).toContain('id="t-note-2"');
    expect(html).toContain('href="#t-ref-2"');
  });

  it("say once, above the list, the sentence every note would start with", () => {
    const second = { ...target, title: "Fewer Returns" };
    const same = notes([target, second]);
    expect(same.split(words.target.explain)).toHaveLength(2);
    expect(same.indexOf(words.target.explain)).toBeLessThan(same.indexOf("Less Manual Work"));
    // figures of different kinds keep their own sentence
    const mixed = notes([target, measured]);
    expect(mixed).toContain(`Less Manual Work. ${words.target.explain}`);
    expect(mixed).toContain(`Report Turnaround. ${words.measured.explain}`);
  });
});
