// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form.tsx";

// The island renders one real form per tab, each in its own tabpanel; once hydrated (as
// here: render() mounts a client root) the panel of the tab not selected is `hidden`, so
// its form is out of the accessibility tree and `getByRole("form", …)` finds only the
// visible one. Every field query is scoped to that form: both forms have Name, Email,
// Phone and Message fields.

type User = ReturnType<typeof userEvent.setup>;

const QUOTE = "Request a Quote";
const GENERAL = "General Enquiry";

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return { user };
}

/** The visible form of a tab (throws when it is hidden). */
const form = (name: typeof QUOTE | typeof GENERAL) => screen.getByRole("form", { name });
const quote = () => within(form(QUOTE));
const general = () => within(form(GENERAL));
const send = (name: typeof QUOTE | typeof GENERAL = QUOTE) =>
  within(form(name)).getByRole("button", { name: /^send/i });
const tab = (name: typeof QUOTE | typeof GENERAL) => screen.getByRole("tab", { name });
/**
 * Presses Send and waits for the submit-time messages. The check is asynchronous (it waits
 * for the full phone rules, a separate module), so the messages come a moment after the
 * click: on a busy machine, after `user.click` has returned.
 */
async function sendExpectingMessages(user: User, name: typeof QUOTE | typeof GENERAL = QUOTE) {
  await user.click(send(name));
  await waitFor(() => expect(errorsIn(form(name)).length).toBeGreaterThan(0));
}
/** The field messages inside `root` (each is its field's description, not a live region). */
const errorsIn = (root: ParentNode) => [...root.querySelectorAll("[data-field-error]")];
/** Every error message in the document, in the hidden panel too. */
const allErrors = () => errorsIn(document);

beforeEach(() => {
  // The island opens the tab named by the URL's fragment, and switching tabs rewrites it:
  // every test starts from a plain /contact.
  window.history.replaceState(null, "", "/contact");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Toasts mount lazily into their own host (lib/toast-host.tsx) on first use; drop it and
  // the loaded module, so no toast of one test is seen by the next.
  for (const host of document.querySelectorAll("[data-toasts]")) host.remove();
  vi.resetModules();
});

describe("ContactForm", () => {
  it("starts on Request a Quote with its fields", () => {
    setup();
    expect(tab(QUOTE)).toHaveAttribute("aria-selected", "true");
    expect(tab(GENERAL)).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName(QUOTE);
    expect(within(panel).getByRole("form")).toBe(form(QUOTE));
    for (const label of ["Name", "Organization", "Email", "Phone", "Message"]) {
      expect(quote().getByLabelText(label)).toBeInTheDocument();
    }
    expect(quote().queryByLabelText("Subject")).not.toBeInTheDocument();
    expect(quote().getByLabelText("Message")).toHaveAttribute("rows", "5");
    // the general form is in the page, in its own panel, hidden once hydrated
    expect(screen.queryByRole("form", { name: GENERAL })).not.toBeInTheDocument();
    const generalForm = document.getElementById("contact-general");
    expect(generalForm).toBeInstanceOf(HTMLFormElement);
    expect(generalForm!.closest('[role="tabpanel"]')).toHaveAttribute("hidden");
    expect(generalForm).not.toBeVisible();
    expect(form(QUOTE)).toHaveAttribute("id", "contact-quote");
    expect(form(QUOTE).closest('[role="tabpanel"]')).not.toHaveAttribute("hidden");
  });

  it("has tabs that are links to their panels, and forms that post without scripts", () => {
    setup();
    for (const [name, key] of [
      [QUOTE, "quote"],
      [GENERAL, "general"],
    ] as const) {
      const link = tab(name);
      expect(link.tagName).toBe("A");
      expect(link).toHaveAttribute("href", `#${key}`);
      const panel = document.getElementById(link.getAttribute("aria-controls")!);
      expect(panel).toHaveAttribute("id", key);
      expect(panel).toHaveAttribute("role", "tabpanel");
      expect(panel).toHaveAttribute("aria-labelledby", link.id);
      const native = panel!.querySelector("form")!;
      expect(native).toHaveAttribute("id", `contact-${key}`);
      expect(native).toHaveAttribute("method", "post");
      expect(native).toHaveAttribute("action", "/send-email");
      expect(native).toHaveAttribute("enctype", "multipart/form-data");
      // hydrated: the schema checks it, with the spec's messages
      expect(native.noValidate).toBe(true);
      expect(native.querySelector('input[type="hidden"][name="form"]')).toHaveValue(key);
    }
  });

  it("shows every submit-time message of the quote tab, tied to its field", async () => {
    const { user } = setup();
    await sendExpectingMessages(user);
    const expected = {
      Name: "Name is required.",
      Organization: "Organization is required.",
      Email: "Email is required.",
      Phone: "Phone number is required",
      Message: "Message is required.",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = quote().getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(errorsIn(form(QUOTE))).toHaveLength(5);
    expect(allErrors()).toHaveLength(5);
    // not a wall of alerts: no message is a live region of its own
    expect(screen.queryAllByRole("alert", { hidden: true })).toHaveLength(0);
    // focus moves to the first invalid field, once it is invalid and described
    await waitFor(() => expect(quote().getByLabelText("Name")).toHaveFocus());
  });

  it("switching tabs clears every field and error", async () => {
    const { user } = setup();
    await user.type(quote().getByLabelText("Name"), "Priya");
    await user.type(quote().getByLabelText("Organization"), "Acme Health");
    await sendExpectingMessages(user);

    await user.click(tab(GENERAL));
    expect(tab(GENERAL)).toHaveAttribute("aria-selected", "true");
    expect(tab(QUOTE)).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(GENERAL);
    expect(screen.queryByRole("form", { name: QUOTE })).not.toBeInTheDocument();
    expect(window.location.hash).toBe("#general");
    expect(allErrors()).toHaveLength(0);
    expect(general().getByLabelText("Name")).toHaveValue("");
    expect(general().queryByLabelText("Organization")).not.toBeInTheDocument();
    expect(general().getByLabelText("Subject")).toHaveValue("");

    await user.type(general().getByLabelText("Subject"), "Partnership");
    await sendExpectingMessages(user, GENERAL);
    expect(general().getByLabelText("Subject")).toHaveAccessibleDescription("");
    expect(general().getByLabelText("Name")).toHaveAccessibleDescription("Name is required.");

    await user.click(tab(QUOTE));
    expect(tab(QUOTE)).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#quote");
    expect(allErrors()).toHaveLength(0);
    // that what was typed before the first switch is gone too: see the next test
  });

  it("switching tabs also clears the form left behind, so coming back starts empty", async () => {
    const { user } = setup();
    const first = form(QUOTE);
    await user.type(quote().getByLabelText("Name"), "Priya");
    await user.type(quote().getByLabelText("Organization"), "Acme Health");
    await user.type(quote().getByLabelText("Phone"), "9876543210");
    await user.click(tab(GENERAL));
    await user.type(general().getByLabelText("Subject"), "Partnership");

    // both panels were remounted, and the hidden quote form holds nothing typed before
    const hiddenQuote = document.getElementById("contact-quote") as HTMLFormElement;
    expect(hiddenQuote).not.toBe(first);
    expect(hiddenQuote).not.toBeVisible();
    expect(within(hiddenQuote).getByLabelText("Name")).toHaveValue("");

    await user.click(tab(QUOTE));
    expect(quote().getByLabelText("Name")).toHaveValue("");
    expect(quote().getByLabelText("Organization")).toHaveValue("");
    expect(quote().getByLabelText("Phone")).toHaveValue("");
    const hiddenGeneral = document.getElementById("contact-general") as HTMLFormElement;
    expect(hiddenGeneral).not.toBeVisible();
    expect(within(hiddenGeneral).getByLabelText("Subject")).toHaveValue("");
  });

  it("shows the Subject message on the general tab", async () => {
    const { user } = setup();
    await user.click(tab(GENERAL));
    await sendExpectingMessages(user, GENERAL);
    expect(general().getByLabelText("Subject")).toHaveAccessibleDescription("Subject is required.");
    expect(general().queryByLabelText("Organization")).not.toBeInTheDocument();
  });

  it("opens on General Enquiry when the address names its panel (/contact#general)", async () => {
    window.history.replaceState(null, "", "/contact#general");
    setup();
    expect(await screen.findByRole("form", { name: GENERAL })).toBeInTheDocument();
    expect(tab(GENERAL)).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(GENERAL);
    expect(screen.queryByRole("form", { name: QUOTE })).not.toBeInTheDocument();
  });

  it("starts the General Enquiry with the subject a link names (/contact?subject=…#general)", async () => {
    window.history.replaceState(null, "", "/contact?subject=Security%20pack%20request#general");
    const { user } = setup();
    expect(await screen.findByRole("form", { name: GENERAL })).toBeInTheDocument();
    expect(general().getByLabelText("Subject")).toHaveValue("Security pack request");
    expect(general().getByLabelText("Name")).toHaveValue("");
    // switching tabs clears every field, the linked subject too
    await user.click(tab(QUOTE));
    await user.click(tab(GENERAL));
    expect(general().getByLabelText("Subject")).toHaveValue("");
  });

  it("follows the tabs pattern with manual activation: arrows, Home and End only move focus", async () => {
    const { user } = setup();
    const quoteTab = tab(QUOTE);
    const generalTab = tab(GENERAL);
    expect(quoteTab).toHaveAttribute("tabindex", "0");
    expect(generalTab).toHaveAttribute("tabindex", "-1");
    await user.type(quote().getByLabelText("Name"), "Priya");
    quoteTab.focus();
    await user.keyboard("{ArrowRight}");
    expect(generalTab).toHaveFocus();
    // focus moved, nothing was selected or cleared
    expect(quoteTab).toHaveAttribute("aria-selected", "true");
    expect(quote().getByLabelText("Name")).toHaveValue("Priya");
    await user.keyboard("{ArrowRight}");
    expect(quoteTab).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(generalTab).toHaveFocus();
    await user.keyboard("{Home}");
    expect(quoteTab).toHaveFocus();
    await user.keyboard("{End}");
    expect(generalTab).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(QUOTE);

    // Enter selects the focused tab (and clears the forms, as a click does)
    await user.keyboard("{Enter}");
    expect(generalTab).toHaveAttribute("aria-selected", "true");
    expect(generalTab).toHaveAttribute("tabindex", "0");
    expect(quoteTab).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(GENERAL);
    // so does Space
    await user.keyboard("{Home}");
    expect(quoteTab).toHaveFocus();
    await user.keyboard(" ");
    expect(quoteTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(QUOTE);
    expect(quote().getByLabelText("Name")).toHaveValue("");
  });

  it("filters typing: name letters and spaces, organization letters, email lowercased", async () => {
    const { user } = setup();
    await user.type(quote().getByLabelText("Name"), "Priya S. 2nd!");
    expect(quote().getByLabelText("Name")).toHaveValue("Priya S nd");
    await user.type(quote().getByLabelText("Organization"), "Acme-Health 24/7");
    expect(quote().getByLabelText("Organization")).toHaveValue("AcmeHealth ");
    await user.type(quote().getByLabelText("Email"), "Priya@Example.COM");
    expect(quote().getByLabelText("Email")).toHaveValue("priya@example.com");
  });

  it("filters typing on the general tab too", async () => {
    const { user } = setup();
    await user.click(tab(GENERAL));
    await user.type(general().getByLabelText("Name"), "Priya S. 2nd!");
    expect(general().getByLabelText("Name")).toHaveValue("Priya S nd");
    await user.type(general().getByLabelText("Email"), "Priya@Example.COM");
    expect(general().getByLabelText("Email")).toHaveValue("priya@example.com");
  });

  it("gives a correct blur-time email message and drops it once fixed", async () => {
    const { user } = setup();
    const email = quote().getByLabelText("Email");
    await user.type(email, "priya@");
    await user.tab();
    expect(email).toHaveAccessibleDescription("Please enter a valid email.");
    await user.type(email, "example.com");
    expect(email).toHaveAccessibleDescription("");
    await user.clear(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription("");
  });

  it("shows no blur-time message when the address is left for Send: the submit's message comes", async () => {
    const { user } = setup();
    const email = quote().getByLabelText("Email");
    await user.type(email, "priya@example");
    // a press on Send moves focus to it; a message shown then would move Send from under the pointer
    fireEvent.blur(email, { relatedTarget: send() });
    expect(email).toHaveAccessibleDescription("");
    await sendExpectingMessages(user);
    expect(email).toHaveAccessibleDescription("Invalid email format.");
  });

  it("rejects an invalid phone number and caps the number's length", async () => {
    const { user } = setup();
    const phone = quote().getByLabelText("Phone");
    await user.type(phone, "1000000000");
    await sendExpectingMessages(user);
    expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await user.clear(phone);
    await user.type(phone, "98765432109876543210");
    const digits = (phone as HTMLInputElement).value.replace(/\D/g, "");
    expect(digits.startsWith("9876543210")).toBe(true);
    expect(`91${digits}`.length).toBeLessThanOrEqual(15);
  });

  it("searches countries after a 250 ms pause and picks one with the keyboard", async () => {
    const { user } = setup();
    await user.click(quote().getByRole("button", { name: /^Country: India \+91$/ }));
    const search = quote().getByRole("combobox", { name: "Search countries" });
    expect(search).toHaveFocus();
    const list = quote().getByRole("listbox");
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
    expect(quote().getByRole("button", { name: /^Country: United Kingdom \+44$/ })).toBeVisible();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  describe("sending", () => {
    async function fillQuote(user: User) {
      await user.type(quote().getByLabelText("Name"), "Priya Sharma");
      await user.type(quote().getByLabelText("Organization"), "Acme Health");
      await user.type(quote().getByLabelText("Email"), "priya@example.com");
      await user.type(quote().getByLabelText("Phone"), "9876543210");
      await user.type(quote().getByLabelText("Message"), "A pilot, please.");
    }

    function requestOf(fetch: ReturnType<typeof vi.fn>, call = 0) {
      const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
      return { url, init, body: init.body as FormData };
    }

    it("sends once, shows progress, then the success toast and a cleared form", async () => {
      let respond: (response: Response) => void = () => {};
      const fetch = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
      vi.stubGlobal("fetch", fetch);
      const { user } = setup();
      await fillQuote(user);
      await user.click(send());
      const busy = await quote().findByRole("button", { name: /sending/i });
      // aria-disabled, not disabled: the button keeps focus while it says it is busy
      expect(busy).toHaveAttribute("aria-disabled", "true");
      expect(busy).toHaveFocus();
      await user.click(busy);
      fireEvent.submit(form(QUOTE));
      expect(fetch).toHaveBeenCalledTimes(1);
      const { url, init, body } = requestOf(fetch);
      expect(url).toBe("/send-email");
      expect(new Headers(init.headers).get("Accept")).toBe("application/json");
      expect(body.get("form")).toBe("quote");
      expect(body.get("subject")).toBe("Request a Quote");
      expect(body.get("phone")).toBe("+919876543210");
      expect(body.get("organization")).toBe("Acme Health");
      expect(body.has("receiver_address")).toBe(false);
      expect(body.get("website")).toBe("");
      respond(new Response(JSON.stringify({ message: "Queued" }), { status: 200 }));
      const toast = await screen.findByText("Message sent successfully!");
      expect(toast.closest('[role="status"]')).not.toBeNull();
      expect(quote().getByLabelText("Name")).toHaveValue("");
      expect(quote().getByLabelText("Organization")).toHaveValue("");
      expect(quote().getByLabelText("Phone")).toHaveValue("");
      expect(quote().getByLabelText("Message")).toHaveValue("");
      expect(send()).toBeEnabled();
      expect(send()).not.toHaveAttribute("aria-disabled");
      expect(send()).toHaveFocus();
    });

    it("sends the general form with the visitor's subject", async () => {
      const fetch = vi.fn(
        async () => new Response(JSON.stringify({ message: "Queued" }), { status: 200 }),
      );
      vi.stubGlobal("fetch", fetch);
      const { user } = setup();
      await user.click(tab(GENERAL));
      await user.type(general().getByLabelText("Name"), "Priya Sharma");
      await user.type(general().getByLabelText("Email"), "priya@example.com");
      await user.type(general().getByLabelText("Phone"), "9876543210");
      await user.type(general().getByLabelText("Subject"), "Partnership");
      await user.type(general().getByLabelText("Message"), "Hello.");
      await user.click(send(GENERAL));
      expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(1);
      const { body } = requestOf(fetch);
      expect(body.get("form")).toBe("general");
      expect(body.get("subject")).toBe("Partnership");
      expect(body.has("organization")).toBe(false);
      expect(general().getByLabelText("Subject")).toHaveValue("");
    });

    it("keeps everything typed and shows Something went wrong! on failure", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response("oops", { status: 500 })),
      );
      const { user } = setup();
      await fillQuote(user);
      await user.click(send());
      expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
      expect(quote().getByLabelText("Name")).toHaveValue("Priya Sharma");
      expect(quote().getByLabelText("Organization")).toHaveValue("Acme Health");
      expect(quote().getByLabelText("Email")).toHaveValue("priya@example.com");
      expect(quote().getByLabelText("Message")).toHaveValue("A pilot, please.");
      expect(send()).toBeEnabled();
    });

    it("shows the server's message on the field it names, keeping what was typed", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(
          async () =>
            new Response(JSON.stringify({ fields: { email: "Invalid email format." } }), {
              status: 400,
              headers: { "Content-Type": "application/json" },
            }),
        ),
      );
      const { user } = setup();
      await fillQuote(user);
      await user.click(send());
      expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
      const email = quote().getByLabelText("Email");
      expect(email).toHaveValue("priya@example.com");
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(email).toHaveAccessibleDescription("Invalid email format.");
      expect(errorsIn(form(QUOTE))).toHaveLength(1);
      expect(quote().getByLabelText("Name")).toHaveValue("Priya Sharma");
    });
  });
});
