// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_RESUME_BYTES } from "#common/limits.ts";
import { applicationSchema } from "#common/schemas/application.ts";
import { ApplicationForm } from "./application-form.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup();
  render(<ApplicationForm jobTitle="Test Engineer" page="/careers/testengineer" />);
  return { user };
}

const resumeInput = () => screen.getByLabelText("Resume") as HTMLInputElement;
const pick = (file: File) => fireEvent.change(resumeInput(), { target: { files: [file] } });
const pdf = (size = 2048, name = "arjun-cv.pdf") =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });
/** The field messages shown (not live regions: each is its field's description). */
const fieldErrors = () => [...document.querySelectorAll("[data-field-error]")];
/** The résumé's live region: in the page from the start, its text changes. */
const resumeStatus = () => screen.getByRole("status");

describe("ApplicationForm", () => {
  it("lets the browser's own check (before scripts) agree with the schema on numbers", () => {
    // the page as served, before its island: the markup alone, no React listeners or filters
    document.body.innerHTML = renderToStaticMarkup(
      <ApplicationForm jobTitle="Test Engineer" page="/careers/testengineer" />,
    );
    const mismatch = (label: string, value: string) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      input.value = value;
      return input.validity.patternMismatch;
    };
    for (const [value, accepted] of [
      [".5", true],
      ["12.", true],
      ["12.5", true],
      ["1.2.3", false],
      ["12,5", false],
    ] as const) {
      expect(applicationSchema.shape.expected_ctc.safeParse(value).success, value).toBe(accepted);
      expect(mismatch("Expected CTC (LPA)", value), value).toBe(!accepted);
      expect(mismatch("Current CTC (LPA)", value), value).toBe(!accepted);
    }
    expect(mismatch("Notice Period (Months)", "2")).toBe(false);
    expect(mismatch("Notice Period (Months)", "2.5")).toBe(true);
    document.body.innerHTML = "";
  });

  it("has every field of the spec", () => {
    setup();
    expect(screen.getByRole("form", { name: "Apply for Test Engineer" })).toBeInTheDocument();
    for (const label of [
      "First Name",
      "Last Name (optional)",
      "Email ID",
      "Phone Number",
      "Current Address",
      "Notice Period (Months)",
      "Current CTC (LPA)",
      "Expected CTC (LPA)",
      "Resume",
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it("shows every submit-time message", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: /submit application/i }));
    // the check waits for the full phone rules (a separate module): messages come a moment later
    await waitFor(() => expect(fieldErrors()).toHaveLength(8));
    // no message is a live region: an invalid Submit is not eight alerts at once
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    // focus is on the first invalid field, already invalid and described by its message
    await waitFor(() => expect(screen.getByLabelText("First Name")).toHaveFocus());
    const expected = {
      "First Name": "First Name is required.",
      "Email ID": "Email is required.",
      "Phone Number": "Phone number is required",
      "Current Address": "Address is required.",
      "Notice Period (Months)": "Notice period is required.",
      "Current CTC (LPA)": "Current CTC is required.",
      "Expected CTC (LPA)": "Expected CTC is required.",
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(resumeInput()).toHaveAccessibleDescription(/^Resume is required\./);
    expect(screen.getByLabelText("Last Name (optional)")).not.toHaveAttribute("aria-invalid");
  });

  it("filters typing: names, email, notice period digits, CTC one decimal point", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("First Name"), "Arjun_1");
    expect(screen.getByLabelText("First Name")).toHaveValue("Arjun");
    await user.type(screen.getByLabelText("Last Name (optional)"), "R@o K");
    expect(screen.getByLabelText("Last Name (optional)")).toHaveValue("Ro K");
    await user.type(screen.getByLabelText("Email ID"), "Arjun@Example.com");
    expect(screen.getByLabelText("Email ID")).toHaveValue("arjun@example.com");
    await user.type(screen.getByLabelText("Notice Period (Months)"), "2 m.5");
    expect(screen.getByLabelText("Notice Period (Months)")).toHaveValue("25");
    await user.type(screen.getByLabelText("Current CTC (LPA)"), "12.5.0a");
    expect(screen.getByLabelText("Current CTC (LPA)")).toHaveValue("12.50");
    await user.type(screen.getByLabelText("Expected CTC (LPA)"), "₹16,5");
    expect(screen.getByLabelText("Expected CTC (LPA)")).toHaveValue("165");
  });

  it("has the résumé's live region in the page before any file, without scripts too", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <ApplicationForm jobTitle="Test Engineer" page="/careers/testengineer" />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    expect(resumeInput()).toBeRequired();
    document.body.innerHTML = "";
  });

  it("refuses a résumé of another type with a message said by the live region", () => {
    setup();
    const region = resumeStatus();
    pick(new File(["x"], "photo.png", { type: "image/png" }));
    expect(resumeInput()).toHaveAccessibleDescription(
      /^Only PDF, DOC, and DOCX files are allowed\./,
    );
    expect(resumeInput()).toHaveAttribute("aria-invalid", "true");
    // the same element, its text changed
    expect(resumeStatus()).toBe(region);
    expect(region).toHaveTextContent("Only PDF, DOC, and DOCX files are allowed.");
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    expect(screen.queryByText("photo.png")).not.toBeInTheDocument();
  });

  it("refuses a résumé over 5 MB after the 1.5 s upload: message and status File too large", () => {
    vi.useFakeTimers();
    setup();
    pick(pdf(MAX_RESUME_BYTES + 1, "big.pdf"));
    expect(resumeStatus()).toHaveTextContent("Uploading...");
    expect(fieldErrors()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1500));
    expect(fieldErrors().map((error) => error.textContent)).toEqual([
      "File too large. Maximum 5MB allowed.",
    ]);
    expect(resumeInput()).toHaveAccessibleDescription("File too large. Maximum 5MB allowed.");
    expect(resumeStatus()).toHaveTextContent(/^File too large$/);
    expect(screen.getByText("big.pdf")).toBeInTheDocument();
  });

  it("shows Uploading... then Upload Successful after 1.5 s, with name and size", () => {
    vi.useFakeTimers();
    setup();
    const region = resumeStatus();
    expect(region).toHaveTextContent(/^$/);
    pick(pdf(1536 * 1024));
    expect(screen.getByText("arjun-cv.pdf")).toBeInTheDocument();
    expect(screen.getByText("1.5 MB")).toBeInTheDocument();
    expect(resumeStatus()).toBe(region);
    expect(region).toHaveTextContent(/^Uploading\.\.\.$/);
    act(() => void vi.advanceTimersByTime(1499));
    expect(region).toHaveTextContent(/^Uploading\.\.\.$/);
    act(() => void vi.advanceTimersByTime(1));
    expect(region).toHaveTextContent(/^Upload Successful$/);
    expect(fieldErrors()).toHaveLength(0);
  });

  it("Remove clears the file, shows Resume is required and returns focus", async () => {
    const { user } = setup();
    pick(pdf());
    await user.click(screen.getByRole("button", { name: "Remove arjun-cv.pdf" }));
    expect(screen.queryByText("arjun-cv.pdf")).not.toBeInTheDocument();
    expect(resumeInput()).toHaveAccessibleDescription(/^Resume is required /);
    expect(resumeStatus()).toHaveTextContent(/^Resume is required$/);
    expect(resumeInput()).toHaveFocus();
  });

  it("moves focus from the chosen file's input to the visible Remove button", async () => {
    setup();
    resumeInput().focus();
    pick(pdf());
    const removeButton = screen.getByRole("button", { name: "Remove arjun-cv.pdf" });
    await waitFor(() => expect(removeButton).toHaveFocus());
    expect(resumeInput()).toHaveAttribute("tabindex", "-1");
  });

  it("a valid file after an error clears the error", () => {
    setup();
    pick(new File(["x"], "cv.txt"));
    expect(fieldErrors()).toHaveLength(1);
    pick(pdf(1000, "cv.docx"));
    expect(fieldErrors()).toHaveLength(0);
    expect(resumeInput()).not.toHaveAttribute("aria-invalid");
  });
});
