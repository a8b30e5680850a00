// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { healthcarePage } from "#app/content/healthcare.ts";
import { WhyUsPanels } from "./why-us-panels.tsx";

// The panels expand with CSS alone: the `expanded:` / `in-expanded:` custom variants in
// app/app.css react to :hover and :focus-within, which jsdom cannot evaluate (it loads no
// Tailwind and computes no selectors against pointer state). Which panel is expanded on
// hover, focus and tap is therefore left to the browser tests
// (tests/e2e/healthcare.spec.ts); here we check the markup those rules and assistive
// technology rely on.

const panels = healthcarePage.whyUs.panels;

afterEach(cleanup);

function list() {
  return screen.getByRole("list");
}

function buttons() {
  return panels.map((panel) => screen.getByRole("button", { name: panel.title }));
}

describe("WhyUsPanels", () => {
  it("renders one list item per panel, in order, as direct children of .why-us-panels", () => {
    render(<WhyUsPanels panels={panels} />);
    // the custom variants select `.why-us-panels > li`, the default being the first child
    expect(list()).toHaveClass("why-us-panels");
    const items = within(list()).getAllByRole("listitem");
    expect(items).toHaveLength(panels.length);
    items.forEach((item, index) => {
      expect(item.parentElement).toBe(list());
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(
        panels[index]!.title,
      );
    });
  });

  it("gives each panel a focusable button named by its title", () => {
    render(<WhyUsPanels panels={panels} />);
    for (const button of buttons()) {
      expect(button).toHaveAttribute("type", "button");
      button.focus();
      expect(button).toHaveFocus();
    }
  });

  it("describes each panel's button by its own description", () => {
    render(<WhyUsPanels panels={panels} />);
    buttons().forEach((button, index) => {
      const id = button.getAttribute("aria-describedby");
      expect(id).toBeTruthy();
      const description = document.getElementById(id!);
      expect(description).toHaveTextContent(panels[index]!.description);
      // inside the same panel, so `in-expanded:` reveals it when that panel expands
      expect(description!.closest("li")).toBe(button.closest("li"));
      expect(button).toHaveAccessibleDescription(panels[index]!.description);
    });
    const ids = buttons().map((button) => button.getAttribute("aria-describedby"));
    expect(new Set(ids).size).toBe(panels.length);
  });

  it("keeps every description available to screen readers, collapsed or not", () => {
    render(<WhyUsPanels panels={panels} />);
    for (const [index, { description }] of panels.entries()) {
      const text = document.getElementById(`why-us-panel-${index}`)!;
      expect(text).toHaveTextContent(description);
      // on phones clipped while its row is collapsed; on wide screens shown whole in every
      // card; never hidden from assistive technology
      expect(text).not.toHaveAttribute("hidden");
      expect(text.closest("[aria-hidden='true']")).toBeNull();
      expect(text.closest("[inert]")).toBeNull();
      expect(text).toHaveClass("sr-only", "in-expanded:not-sr-only", "lg:not-sr-only");
      // written once: no preview of it cut short beside it (the review of 2026-11-28 found
      // collapsed cards ending mid-word in "…")
      expect(screen.getAllByText(description)).toEqual([text]);
      expect(document.querySelector("[class*='line-clamp']")).toBeNull();
    }
  });

  it("gives every panel one structure: title, summary, description", () => {
    render(<WhyUsPanels panels={panels} />);
    within(list())
      .getAllByRole("listitem")
      .forEach((item, index) => {
        const { summary, description } = panels[index]!;
        const words = [...item.querySelectorAll("h3, p")].map((part) => part.textContent);
        expect(words).toEqual([panels[index]!.title, summary, description]);
        // the summary is never hidden, expanded or not
        expect(within(item).getByText(summary).className).not.toMatch(/hidden|sr-only/);
      });
  });

  it("uses the expanded styles that app.css defines for .why-us-panels", () => {
    render(<WhyUsPanels panels={panels} />);
    for (const item of within(list()).getAllByRole("listitem")) {
      expect(item).toHaveClass("expanded:bg-ink", "expanded:text-white");
    }
    const appCss = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), "../../../app.css"),
      "utf8",
    );
    expect(appCss).toMatch(/@custom-variant expanded \{[^}]*\.why-us-panels/);
    expect(appCss).toMatch(/@custom-variant in-expanded \{[^}]*\.why-us-panels/);
  });
});
