// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IslandBoundary, UNEXPECTED_ERROR } from "./island-boundary.tsx";

function Broken(): never {
  throw new Error("boom");
}

afterEach(cleanup);

describe("IslandBoundary", () => {
  it("shows the spec's fallback when an island fails to render", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <IslandBoundary>
        <Broken />
      </IslandBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(UNEXPECTED_ERROR);
    vi.restoreAllMocks();
  });

  it("renders the island itself when nothing fails", () => {
    render(
      <IslandBoundary>
        <p>form</p>
      </IslandBoundary>,
    );
    expect(screen.getByText("form")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
