// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentRequestMessages as M } from "#common/schemas/document-request.ts";
import { DocumentRequestForm, type DocumentRequestFormProps } from "./document-request-form.tsx";

// The security-review pack's request form (issue 42): what it sends, and the server's answers
// shown where they belong. The browser test (tests/e2e/security-pack.spec.ts) sends it for real.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props: DocumentRequestFormProps = {
  documents: [
    { value: "penetration-test-summary", label: "Penetration-test summary" },
    { value: "architecture-overview", label: "Architecture overview" },
  ],
  accelerators: [
    { value: "acumed-ai", label: "AcuMed AI" },
    { value: "precision-pa", label: "PrecisionPA" },
  ],
  ndaVersion: "1.0",
  ndaTermsId: "terms",
  ndaAccept: "I accept the non-disclosure terms (version 1.0) on behalf of my organisation.",
  submitLabel: "Request Documents",
  purposeHint: "For example: a security review.",
};

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <p id="terms">The terms.</p>
      <DocumentRequestForm {...props} />
    </>,
  );
  const form = within(screen.getByRole("form", { name: "Request Documents" }));
  return { user, form };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText("Name"), "Meera Nair");
  await user.type(form.getByLabelText("Work email"), "Meera@Hillview.in");
  await user.type(form.getByLabelText("Organisation"), "Hillview Hospital");
  await user.type(form.getByLabelText("Role"), "CISO");
  await user.type(form.getByLabelText("Purpose"), "A security review.");
  await user.click(form.getByRole("checkbox", { name: "Architecture overview" }));
  await user.click(form.getByRole("checkbox", { name: "Penetration-test summary" }));
  await user.click(form.getByRole("checkbox", { name: "AcuMed AI" }));
  await user.click(form.getByRole("checkbox", { name: /I accept/ }));
}

const answer = (status: number, json: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(json), { status }));

describe("DocumentRequestForm", () => {
  it("posts natively to the pack's endpoint, the terms' box required and pointing to the terms", () => {
    document.body.innerHTML = renderToStaticMarkup(<DocumentRequestForm {...props} />);
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/security-pack/request");
    expect(form.method).toBe("post");
    const box = screen.getByRole("checkbox", { name: /I accept/ });
    expect(box).toBeRequired();
    expect(box.getAttribute("aria-describedby")).toBe("terms");
    expect(new FormData(form).get("ndaVersion")).toBe("1.0");
    document.body.innerHTML = "";
  });

  it("sends the wire's fields, lists repeated and the terms' version, then toasts and clears", async () => {
    const fetch = answer(200, { message: M.requestSent, reference: "R-1" });
    vi.stubGlobal("fetch", fetch);
    const { user, form } = setup();
    await fill(user, form);
    await user.click(form.getByRole("button", { name: "Request Documents" }));
    expect(await screen.findByText(M.requestSent)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = init.body as FormData;
    expect(url).toBe("/security-pack/request");
    expect(body.get("email")).toBe("meera@hillview.in");
    expect(body.getAll("documents").toSorted()).toEqual([
      "architecture-overview",
      "penetration-test-summary",
    ]);
    expect(body.getAll("accelerators")).toEqual(["acumed-ai"]);
    expect([body.get("nda"), body.get("ndaVersion"), body.get("website")]).toEqual([
      "accepted",
      "1.0",
      "",
    ]);
    expect(form.getByLabelText("Name")).toHaveValue("");
    expect(form.getByRole("checkbox", { name: "Architecture overview" })).not.toBeChecked();
  });

  it("shows the server's refusal of outdated terms under the terms' box, keeping the rest", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, { error: "x", fields: { ndaVersion: M.ndaVersionOutdated } }),
    );
    const { user, form } = setup();
    await fill(user, form);
    await user.click(form.getByRole("button", { name: "Request Documents" }));
    const box = form.getByRole("checkbox", { name: /I accept/ });
    await vi.waitFor(() => expect(box).toHaveAttribute("aria-invalid", "true"));
    expect(box).toHaveAccessibleDescription(`The terms. ${M.ndaVersionOutdated}`);
    expect(form.getByLabelText("Organisation")).toHaveValue("Hillview Hospital");
    expect(form.getByRole("checkbox", { name: "Architecture overview" })).toBeChecked();
  });
});
