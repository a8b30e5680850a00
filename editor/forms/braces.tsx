// A page's words may name the company's details in braces ({brand}, {email}), which the build
// fills in from Company details (app/content/company-details.ts). The editor says so under a
// field whose words name one, and what each becomes, as the owner types: said under every field
// of every page, the same sentence was noise (issue 44). Editor-only: the site never imports it.
import type { FormFieldInputProps } from "@keystatic/core";
import { companyDetails, fromCompanyDetails } from "../../app/content/schemas/company-details.ts";

type Detail = keyof typeof companyDetails;
const NAMED = new RegExp(`\\{(${Object.keys(companyDetails).join("|")})\\}`, "g");

/** What the company's details named in `words` become ("{brand} becomes the brand name, as in Company details."), or nothing. */
export function bracesSaid(words: string): string | undefined {
  const names = [...new Set([...words.matchAll(NAMED)].map((match) => match[1] as Detail))];
  return names.length > 0 ? fromCompanyDetails(...names) : undefined;
}

const style =
  ".editor-braces { margin: 0.25rem 0 0; font-family: var(--kui-typography-font-family-base, system-ui, sans-serif); font-size: 0.875rem; color: var(--kui-color-foreground-neutral-secondary, #555); }";

/** A text field that says, under it, what the details its words name in braces become. */
export function braced<
  F extends { Input(props: FormFieldInputProps<string>): React.ReactElement | null },
>(field: F): F {
  const Input = field.Input;
  return {
    ...field,
    Input(props: FormFieldInputProps<string>) {
      const said = bracesSaid(props.value ?? "");
      return (
        <div>
          <Input {...props} />
          {said && (
            <p className="editor-braces">
              <style>{style}</style>
              {said}
            </p>
          )}
        </div>
      );
    },
  };
}
