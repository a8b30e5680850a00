import type { FormFieldInputProps } from "@keystatic/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageEditor } from "./forms.ts";
import { pageShape } from "../../app/content/schemas/pages.ts";
import { braced, bracesSaid } from "./braces.tsx";

// The company's details in a page's words ({brand}) are explained under a field that names one,
// and nowhere else (issue 44: the sentence stood under every field of every page).
describe("the company's details in braces", () => {
  it("are said where the words name one, each once, and not for a page's own values", () => {
    expect(bracesSaid("About {brand}")).toBe(
      "{brand} becomes the brand name, as in Company details.",
    );
    expect(bracesSaid("Write to {email}, {brand} and {email}")).toBe(
      "{email} becomes the contact e-mail, {brand} the brand name, as in Company details.",
    );
    // a page's own value ({title}, {count}) is the page's business, and plain words say nothing
    expect(bracesSaid("What {title} Changes")).toBeUndefined();
    expect(bracesSaid("About us")).toBeUndefined();
  });

  it("show under the field as the owner types, and not while its words name none", () => {
    // a plain input stands for Keystatic's (whose own needs the editor's React environment)
    const field = braced({
      Input: (props: FormFieldInputProps<string>) => <input defaultValue={props.value} />,
    });
    const shown = (value: string) =>
      renderToStaticMarkup(
        <field.Input value={value} onChange={() => {}} autoFocus={false} forceValidation={false} />,
      );
    expect(shown("Life at {brand}")).toContain("{brand} becomes the brand name");
    expect(shown("Life at the company")).not.toContain("editor-braces");
  });

  it("a page's form says it under its words as they are", () => {
    type Shown = { props: { children: unknown[] } };
    type Field = { Input(props: object): Shown; fields?: Record<string, Field> };
    const form = pageEditor("about", "About", pageShape("about")) as unknown as {
      schema: Record<string, Field>;
    };
    const eyebrow = form.schema.hero!.fields!.eyebrow!;
    const props = { onChange() {}, autoFocus: false, forceValidation: false };
    const said = (value: string) => eyebrow.Input({ ...props, value }).props.children[1];
    expect(said("About {brand}")).toBeTruthy();
    expect(said("About us")).toBeFalsy();
  });
});
