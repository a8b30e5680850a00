// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root.tsx";

function Broken(): never {
  throw new Error("boom");
}

describe("root error boundary", () => {
  it("shows the branded error page with a way home when rendering fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });

  it("shows the 404 page for a not-found response", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Response(null, { status: 404 });
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not Found" }),
    ).toBeInTheDocument();
  });
});
