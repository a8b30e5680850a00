// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { paths } from "~/content/paths.ts";
import Page from "./case-study.tsx";

beforeAll(() => {
  // jsdom has no layout; the carousel only needs the observer to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/case-study/:slug", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe("case-study route", () => {
  it("renders a study for a mixed-case slug", () => {
    renderAt("/case-study/Mobile");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Mobile Device Management App",
    );
    expect(screen.getByText("Case Study", { exact: true })).toBeInTheDocument();
    for (const name of ["Business Requirement", "Our Solution", "Features", "Conclusion"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole("heading", { level: 2, name: "Benefits & Outcomes" }),
    ).toBeInTheDocument();
  });

  it("leaves Benefits & Outcomes out where the study has none", () => {
    renderAt("/case-study/onlinetest");
    expect(screen.queryByRole("heading", { name: "Benefits & Outcomes" })).toBeNull();
    const facts = screen.getByRole("complementary", { name: "Project facts" });
    expect(within(facts).getByText("Education")).toBeInTheDocument();
  });

  it("links More Case Studies to three other studies", () => {
    renderAt("/case-study/ubiqvue");
    const more = screen.getByRole("group", { name: "More Case Studies" });
    const hrefs = within(more)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      paths.caseStudy("mobile"),
      paths.caseStudy("queue"),
      paths.caseStudy("onlinetest"),
    ]);
  });

  it("renders the 404 page for an unknown study", () => {
    renderAt("/case-study/no-such-study");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not Found");
    expect(screen.getByRole("link", { name: /Go to Home/ })).toHaveAttribute("href", "/");
  });
});
