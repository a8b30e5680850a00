// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import Page from "./job.tsx";

// The application form is tested on its own; here only its place on the page matters.
vi.mock("~/components/forms/application-form.tsx", () => ({
  ApplicationForm: ({ jobTitle }: { jobTitle: string }) => <p>Application form for {jobTitle}</p>,
}));

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/careers/:slug", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe("career detail route", () => {
  it("renders the job for a mixed-case slug", () => {
    renderAt("/careers/testEngineer");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Test Engineer");
    for (const name of ["About the role", "Responsibilities", "Qualifications", "Nice to have"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const apply = screen.getByRole("heading", { level: 2, name: "Apply for this job" });
    expect(apply.closest("section")).toHaveAttribute("id", "apply");
    expect(screen.getByText("Application form for Test Engineer")).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: /Apply Now/ })) {
      expect(link).toHaveAttribute("href", "#apply");
    }
  });

  it("shows 6-8 years for the Security SW Engineer", () => {
    renderAt("/careers/securitysw");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Security SW Engineer");
    expect(screen.getAllByText("6-8 Years of Experience").length).toBeGreaterThan(0);
  });

  it("renders the 404 page for an unknown job", () => {
    renderAt("/careers/designer");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not Found");
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });
});
