// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form.tsx";
import { Toasts } from "./toasts.tsx";

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return { user };
}

const send = () => screen.getByRole("button", { name: /^send/i });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("starts on Request a Quote with its fields", () => {
    setup();
    expect(screen.getByRole("tab", { name: "Request a Quote" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Request a Quote");
    for (const label of ["Name", "Organization", "Email", "Phone", "Message"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText("Subject")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
  });

  it("shows every submit-time message of the quote tab, tied to its field", async () => {
    const { user } = setup();
    await user.click(send());
    const expected = {
      Name: "Name is required.",
      Organization: "Organization is required.",
      Email: "Email is required.",
      Phone: "Phone number is required",
      Message: "Message is required.",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getAllByRole("alert")).toHaveLength(5);
  });

  it("switching tabs clears every field and error", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Name"), "Priya");
    await user.type(screen.getByLabelText("Organization"), "Acme Health");
    await user.click(send());
    expect(screen.getAllByRole("alert").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("tab", { name: "General Enquiry" }));
    expect(screen.getByRole("tab", { name: "General Enquiry" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.queryByLabelText("Organization")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("");

    await user.type(screen.getByLabelText("Subject"), "Partnership");
    await user.click(send());
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("");
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required.");

    await user.click(screen.getByRole("tab", { name: "Request a Quote" }));
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    expect(screen.getByLabelText("Organization")).toHaveValue("");
  });

  it("shows the Subject message on the general tab", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("tab", { name: "General Enquiry" }));
    await user.click(send());
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Subject is required.");
    expect(screen.queryByLabelText("Organization")).not.toBeInTheDocument();
  });

  it("follows the tabs pattern: arrows, Home and End with a roving tabindex", async () => {
    const { user } = setup();
    const quote = screen.getByRole("tab", { name: "Request a Quote" });
    const general = screen.getByRole("tab", { name: "General Enquiry" });
    expect(quote).toHaveAttribute("tabindex", "0");
    expect(general).toHaveAttribute("tabindex", "-1");
    quote.focus();
    await user.keyboard("{ArrowRight}");
    expect(general).toHaveFocus();
    expect(general).toHaveAttribute("aria-selected", "true");
    expect(general).toHaveAttribute("tabindex", "0");
    await user.keyboard("{ArrowRight}");
    expect(quote).toHaveFocus();
    await user.keyboard("{End}");
    expect(general).toHaveFocus();
    await user.keyboard("{Home}");
    expect(quote).toHaveFocus();
    expect(quote).toHaveAttribute("aria-selected", "true");
  });

  it("filters typing: name letters and spaces, organization letters, email lowercased", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Name"), "Priya S. 2nd!");
    expect(screen.getByLabelText("Name")).toHaveValue("Priya S nd");
    await user.type(screen.getByLabelText("Organization"), "Acme-Health 24/7");
    expect(screen.getByLabelText("Organization")).toHaveValue("AcmeHealth ");
    await user.type(screen.getByLabelText("Email"), "Priya@Example.COM");
    expect(screen.getByLabelText("Email")).toHaveValue("priya@example.com");
  });

  it("gives a correct blur-time email message and drops it once fixed", async () => {
    const { user } = setup();
    const email = screen.getByLabelText("Email");
    await user.type(email, "priya@");
    await user.tab();
    expect(email).toHaveAccessibleDescription("Please enter a valid email.");
    await user.type(email, "example.com");
    expect(email).toHaveAccessibleDescription("");
    await user.clear(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription("");
  });

  it("rejects an invalid phone number and caps the number's length", async () => {
    const { user } = setup();
    const phone = screen.getByLabelText("Phone");
    await user.type(phone, "1000000000");
    await user.click(send());
    expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await user.clear(phone);
    await user.type(phone, "98765432109876543210");
    const digits = (phone as HTMLInputElement).value.replace(/\D/g, "");
    expect(digits.startsWith("9876543210")).toBe(true);
    expect(`91${digits}`.length).toBeLessThanOrEqual(15);
  });

  it("searches countries after a 250 ms pause and picks one with the keyboard", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: /^Country: India \+91$/ }));
    const search = screen.getByRole("combobox", { name: "Search countries" });
    expect(search).toHaveFocus();
    const list = screen.getByRole("listbox");
    vi.useFakeTimers();
    try {
      fireEvent.change(search, { target: { value: "kingdom" } });
      act(() => void vi.advanceTimersByTime(249));
      expect(within(list).getByRole("option", { name: /^India\b/ })).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1));
      expect(
        within(list)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["United Kingdom+44"]);
    } finally {
      vi.useRealTimers();
    }
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: /^Country: United Kingdom \+44$/ })).toBeVisible();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  describe("sending", () => {
    async function fillQuote(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByLabelText("Name"), "Priya Sharma");
      await user.type(screen.getByLabelText("Organization"), "Acme Health");
      await user.type(screen.getByLabelText("Email"), "priya@example.com");
      await user.type(screen.getByLabelText("Phone"), "9876543210");
      await user.type(screen.getByLabelText("Message"), "A pilot, please.");
    }

    it("sends once, shows progress, then the success toast and a cleared form", async () => {
      let respond: (response: Response) => void = () => {};
      const fetch = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
      vi.stubGlobal("fetch", fetch);
      const user = userEvent.setup();
      render(
        <>
          <ContactForm />
          <Toasts />
        </>,
      );
      await fillQuote(user);
      await user.click(send());
      const busy = await screen.findByRole("button", { name: /sending/i });
      expect(busy).toBeDisabled();
      fireEvent.submit(busy.closest("form")!);
      expect(fetch).toHaveBeenCalledTimes(1);
      const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
      expect(body.get("subject")).toBe("Request a Quote");
      expect(body.get("phone")).toBe("+919876543210");
      respond(new Response(JSON.stringify({ message: "Queued" }), { status: 200 }));
      expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
      expect(screen.getByLabelText("Name")).toHaveValue("");
      expect(screen.getByLabelText("Phone")).toHaveValue("");
      expect(send()).toBeEnabled();
    });

    it("keeps everything typed and shows Something went wrong! on failure", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response("oops", { status: 500 })),
      );
      const user = userEvent.setup();
      render(
        <>
          <ContactForm />
          <Toasts />
        </>,
      );
      await fillQuote(user);
      await user.click(send());
      expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
      expect(screen.getByLabelText("Name")).toHaveValue("Priya Sharma");
      expect(screen.getByLabelText("Organization")).toHaveValue("Acme Health");
      expect(screen.getByLabelText("Message")).toHaveValue("A pilot, please.");
    });
  });
});
