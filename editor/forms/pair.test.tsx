// @vitest-environment jsdom
import type { FormFieldInputProps } from "@keystatic/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clientLogo, clientsEditor } from "../../app/content/schemas/client.editor.ts";
import { pairStartedBy } from "./pair.tsx";

// A client's logo and its words as a pair, at save (issue 44): the field that starts the pair
// publishes its value while its form is open; the fields it requires refuse to save empty.

/** A stand-in for Keystatic's text field: its Input, its own check (none). */
const field = (label: string) => ({
  label,
  Input: ({ value }: FormFieldInputProps<string>) => (
    <input aria-label={label} defaultValue={value} />
  ),
  validate: (value: string) => value,
});
const props = (value: string) => ({
  value,
  onChange: () => {},
  autoFocus: false,
  forceValidation: false,
});

afterEach(() => {
  cleanup();
  clientLogo.set(false);
});

describe("a pair of fields", () => {
  it("requires the second while the first has a value, in the given words", () => {
    const pair = pairStartedBy();
    const Logo = pair.starts(field("Logo")).Input;
    const words = pair.requires(field("What the logo says"), "say what the logo shows");
    const Words = words.Input;
    expect(words.validate("")).toBe("");

    const view = render(
      <>
        <Logo {...props("logo.svg")} />
        <Words {...props("")} />
      </>,
    );
    expect(screen.getByRole("alert").textContent).toMatch(/\}say what the logo shows$/);
    expect(() => words.validate("")).toThrow("What the logo says: say what the logo shows");
    expect(() => words.validate("  ")).toThrow();
    expect(words.validate("Lakeside Health")).toBe("Lakeside Health");

    // the logo removed: nothing required
    view.rerender(
      <>
        <Logo {...props("")} />
        <Words {...props("")} />
      </>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(words.validate("")).toBe("");

    // another entry's form (the logo's field gone): its logo no longer counts
    view.rerender(<Logo {...props("logo.svg")} />);
    expect(pair.present()).toBe(true);
    view.unmount();
    expect(pair.present()).toBe(false);
  });

  it("holds a client's logo, its words and the name to the site schema's rule", () => {
    // Keystatic's text fields take a second argument the form passes; these rules ignore it
    const check = (field: { validate: unknown }) => field.validate as (value: string) => unknown;
    const logoAlt = { validate: check(clientsEditor.schema.logoAlt) };
    const name = { validate: check(clientsEditor.schema.name) };
    expect(logoAlt.validate("")).toBe("");
    clientLogo.set(true);
    expect(() => logoAlt.validate("")).toThrow(
      "What the logo says: say what the logo shows (usually the organisation's name)",
    );
    expect(() => name.validate("")).toThrow(
      "Name (optional): a logo names the client: give their name too",
    );
    expect(logoAlt.validate("Lakeside Health")).toBe("Lakeside Health");
  });
});
