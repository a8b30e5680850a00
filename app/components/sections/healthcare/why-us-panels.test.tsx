// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { healthcarePage } from "~/content/healthcare.ts";
import { WhyUsPanels } from "./why-us-panels.tsx";

const panels = healthcarePage.whyUs.panels;

function buttons() {
  return panels.map((panel) => screen.getByRole("button", { name: panel.title }));
}

function expandedTitles() {
  return buttons()
    .filter((button) => button.getAttribute("aria-expanded") === "true")
    .map((button) => button.textContent);
}

afterEach(cleanup);

describe("WhyUsPanels", () => {
  it("expands the first panel by default and shows only its description", () => {
    render(<WhyUsPanels panels={panels} />);
    expect(expandedTitles()).toEqual([panels[0]!.title]);
    expect(screen.getByText(panels[0]!.description)).toBeVisible();
    expect(screen.getByText(panels[1]!.description)).not.toBeVisible();
  });

  it("expands a panel on hover and collapses the previous one", () => {
    render(<WhyUsPanels panels={panels} />);
    fireEvent.mouseEnter(buttons()[2]!.closest("li")!);
    expect(expandedTitles()).toEqual([panels[2]!.title]);
    expect(screen.getByText(panels[0]!.description)).not.toBeVisible();
  });

  it("expands a panel when its button gets keyboard focus", () => {
    render(<WhyUsPanels panels={panels} />);
    act(() => buttons()[3]!.focus());
    expect(expandedTitles()).toEqual([panels[3]!.title]);
  });

  it("expands a panel on tap (click)", () => {
    render(<WhyUsPanels panels={panels} />);
    fireEvent.click(buttons()[1]!);
    expect(expandedTitles()).toEqual([panels[1]!.title]);
  });

  it("ties each button to the description it controls", () => {
    render(<WhyUsPanels panels={panels} />);
    const first = buttons()[0]!;
    const region = document.getElementById(first.getAttribute("aria-controls")!);
    expect(region).toHaveTextContent(panels[0]!.description);
  });
});
