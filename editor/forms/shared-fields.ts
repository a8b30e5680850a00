// Field shapes the editor's forms share (field.ts). Editor-only, like them.
import { fields } from "@keystatic/core";
import { createElement, Fragment, useEffect, useRef } from "react";

export const required = { validation: { isRequired: true } } as const;

/** A select whose labels are its values. */
export const options = (values: readonly string[]) =>
  values.map((value) => ({ label: value, value }));

/**
 * What each collection's list calls its first column, the entry's file name, which Keystatic
 * heads "Slug": its slug field's label (shown by integrations/editor-ui-client.ts).
 */
export const slugColumnLabels = new WeakMap<object, string>();

const ADDRESS = "Address (URL)";

/**
 * The breadcrumb over an entry names it as its form does (its name or title), not by its file
 * name, which Keystatic shows there with no option to change it (issue 44). The entry's own
 * page only (`/item/<file name>`); a new entry's says "Add".
 */
function useNamedCrumb(name: string) {
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const file = /\/item\/([^/]+)$/.exec(location.pathname)?.[1];
    const crumb = document.querySelector('nav[aria-label="Breadcrumbs"] [aria-current="page"]');
    if (!file || !crumb || !name.trim()) return;
    const was = [decodeURIComponent(file), shown.current];
    const walker = document.createTreeWalker(crumb, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (was.includes(text.nodeValue ?? "")) text.nodeValue = name.trim();
    }
    shown.current = name.trim();
  }, [name]);
}

/** A name-and-file-name field whose entry's breadcrumb says the name. */
export function namedCrumb<F extends { Input: (props: never) => unknown }>(field: F): F {
  const Input = field.Input as (props: { value: { name: string } }) => React.ReactElement | null;
  function Named(props: { value: { name: string } }) {
    useNamedCrumb(props.value.name);
    return createElement(Input, props);
  }
  return { ...field, Input: Named };
}

/**
 * The entry's name, which also proposes its file name: the end of its page's address, after
 * `base` (`example` shows one).
 */
export function addressField(name: string, base: string, example: string) {
  const field = fields.slug({
    name: { label: name, ...required },
    slug: {
      label: ADDRESS,
      description: `The end of the page's address: ${base}${example}. Lower-case words joined by hyphens; changing it later breaks links to the page.`,
    },
  });
  const named = namedCrumb(field);
  slugColumnLabels.set(named, ADDRESS);
  return named;
}

/** hides a name field's second row, its file name (`.editor-name-only`, fileNameField) */
const NAME_ONLY_STYLE = ".editor-name-only > div > :nth-child(2) { display: none; }";

/**
 * The entry's name, which also makes its file name (never shown on the site): the form shows
 * the name alone. Keystatic's own field still works out the file name from the name for a new
 * entry (unique, as it always did) and keeps it unchanged after, so what other entries name it
 * by never moves; only its box is hidden, since a person or a client already has a name.
 */
export function fileNameField(name: string) {
  const field = fields.slug({
    name: { label: name, ...required },
    slug: { label: "File name", description: "Tells the files apart; never shown on the site." },
  });
  const Input = namedCrumb(field).Input;
  const named: typeof field = {
    ...field,
    Input: (props) =>
      createElement(
        "div",
        { className: "editor-name-only" },
        createElement("style", null, NAME_ONLY_STYLE),
        createElement(Input, props),
      ),
  };
  slugColumnLabels.set(named, "File name");
  return named;
}

/**
 * A picture of the entry's own instead of its drawing, stored beside the entry
 * (content/<collection>/<slug>/), and the words that stand for it (schemas/fields.ts `cover`).
 */
export const coverField = (shape: string) =>
  fields.object(
    {
      image: fields.image({
        label: "Picture",
        description: `Optional: your own picture instead of the drawing. ${shape}, JPEG, PNG or WebP, 1200 px wide or more.`,
        publicPath: "./",
      }),
      alt: fields.text({
        label: "What the picture shows",
        description: "Required with a picture: read out to people who can't see it.",
      }),
    },
    { label: "Cover picture" },
  );

/** a paragraph's box tall enough to read it whole, on a phone too (Keystatic's showed 3 lines) */
const PARAGRAPH_STYLE =
  ".editor-paragraph textarea[data-multiline] { min-height: min(16rem, 45vh) !important; }";

/** One paragraph (or bullet) of a list, in a box that shows it whole. */
export function paragraphField(label: string) {
  const field = fields.text({ label, multiline: true, ...required });
  const Input = field.Input;
  return {
    ...field,
    Input: (props: Parameters<typeof Input>[0]) =>
      createElement(
        "div",
        { className: "editor-paragraph" },
        createElement("style", null, PARAGRAPH_STYLE),
        createElement(Input, props),
      ),
  };
}

/** Paragraphs or bullets, one per item, at least one. */
export const textList = (label: string, description: string) =>
  fields.array(paragraphField(label), {
    label,
    description,
    itemLabel: (props) => props.value,
    validation: { length: { min: 1 } },
  });

/** hides the form's own box around an unseen field (`:has`, so the gap before it goes too) */
const UNSEEN_STYLE = "div:has(> [data-editor-unseen]) { display: none; }";

/**
 * A developer's fact kept in the file as it is and not shown (a page's address, its scripts):
 * Keystatic's `ignored` field, whose empty box in the form still took its gap, so a page's
 * three of them left a blank band above its first section.
 */
export function unseenField() {
  return {
    ...fields.ignored(),
    Input: () =>
      createElement(
        Fragment,
        null,
        createElement("style", null, UNSEEN_STYLE),
        createElement("span", { "data-editor-unseen": "", hidden: true }),
      ),
  };
}
