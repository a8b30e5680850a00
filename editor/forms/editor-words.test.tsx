import { fields } from "@keystatic/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import config from "../../keystatic.config.ts";
import { PostArt } from "#app/components/art/post-art.tsx";
import { contentDir, loadCollection } from "../../app/content/load.ts";
import { CASE_STUDY_ART } from "../../app/content/schemas/case-study.ts";
import { caseStudyArtOptions, postArtOptions, productArtOptions, iconOptions } from "./art.tsx";
import { collectionFiles } from "../../integrations/editor-ui.ts";
import { choicesFrom, type PickedCollection } from "./choices.ts";
import { slugColumnLabels, unseenField } from "./shared-fields.ts";
import { entriesPicker, entryPicker, type PictureOption } from "./pickers.tsx";
import { NEUTRAL_POST_ART, POST_ART } from "../../app/content/schemas/post.ts";
import { PAGE_ICON_NAMES } from "../../app/content/schemas/icons.ts";
import { PRODUCT_ART } from "../../app/content/schemas/product.ts";
import { tagSchema } from "../../app/content/schemas/tag.ts";
import { teamSchema } from "../../app/content/schemas/team.ts";

// The editor speaks the owner's language (docs/editing.md): labels and choices in words, the
// people and topics a post names picked by their names, each drawing chosen by its picture;
// what the files store is unchanged (content-yaml.test.ts: every shipped file is exactly what
// these forms write).

interface Node {
  kind?: string;
  label?: string;
  description?: string;
  options?: readonly { label: string; value: string }[];
  collection?: string;
  fields?: Record<string, Node>;
  element?: Node;
}
type Form = { label: string; schema: Record<string, Node>; slugField?: string };
const forms = {
  ...(config.collections as unknown as Record<string, Form>),
  ...(config.singletons as unknown as Record<string, Form>),
};

/** Every label, description and choice of a form, with where it is. */
function words(node: Node, at: string): [string, string][] {
  const found: [string, string][] = [];
  if (node.label) found.push([`${at} (label)`, node.label]);
  if (node.description) found.push([`${at} (description)`, node.description]);
  for (const option of node.options ?? [])
    found.push([`${at} (choice ${option.value})`, option.label]);
  for (const [key, inner] of Object.entries(node.fields ?? {}))
    found.push(...words(inner, `${at}.${key}`));
  if (node.element) found.push(...words(node.element, `${at}[]`));
  return found;
}

const DEVELOPER_WORDS =
  /\b(slugs?|singletons?|collections?|relationships?|boolean|enum|null|undefined|ya?ml|json|front ?matter)\b|<this>/i;
/** a code name shown as it is: `medi-code-gen`, `FileCheck2`, `ubiqvue` (a lower-case word) */
const CODE_NAME = /^[a-z0-9]+(-[a-z0-9]+)+$|^[A-Z][a-z]+[A-Z][A-Za-z]*\d+$|^[a-z]+$/;

describe("the editor's forms speak the owner's language", () => {
  const all = Object.entries(forms).flatMap(([name, form]) => [
    [`${name} (label)`, form.label] as [string, string],
    ...Object.entries(form.schema).flatMap(([key, node]) => words(node, `${name}.${key}`)),
  ]);

  it("no developer's word in a label, a description or a choice", () => {
    expect(all.filter(([, text]) => DEVELOPER_WORDS.test(text))).toEqual([]);
  });

  it("no choice shows a code name (`medi-code-gen`, `FileCheck2`)", () => {
    expect(all.filter(([at, text]) => at.includes("(choice") && CODE_NAME.test(text))).toEqual([]);
  });

  it("every list's first column is named by its field (Keystatic would say Slug)", () => {
    const collections = config.collections as unknown as Record<string, Form>;
    const unnamed = Object.entries(collections).filter(
      ([, form]) => !form.slugField || !slugColumnLabels.get(form.schema[form.slugField]!),
    );
    expect(unnamed.map(([name]) => name)).toEqual([]);
    expect(slugColumnLabels.get(collections.jobs!.schema.title!)).toBe("Address (URL)");
    expect(slugColumnLabels.get(collections.team!.schema.name!)).toBe("File name");
  });
});

describe("pickers show names and store slugs", () => {
  it("a post's author by the person's name, its topics by their names, as the files are now", () => {
    const team = loadCollection("team", teamSchema);
    const tags = loadCollection("tags", tagSchema);
    const posts = (config.collections as unknown as Record<string, Form>).posts!.schema;
    // what the pickers read when a form opens (npm run edit's answer, editor-ui.ts)
    const read = (collection: PickedCollection) =>
      choicesFrom(collection, collectionFiles(contentDir(), collection)!);
    expect(posts.author!.collection).toBe("team");
    expect(read("team")).toEqual(
      team
        .map(({ name, slug }) => ({ label: name, value: slug }))
        .toSorted((a, b) => a.label.localeCompare(b.label)),
    );
    expect(read("tags")).toContainEqual({ label: "Generative AI", value: "generative-ai" });
    expect(read("tags")).toHaveLength(tags.length);
    expect(read("case-studies").map(({ label }) => label)).not.toContain("mithra");
    expect(collectionFiles(contentDir(), "settings")).toBeUndefined();
  });

  it("what a picker writes is what Keystatic's relationship fields wrote", () => {
    const one = entryPicker({ label: "Author", collection: "team", required: true });
    const maybe = entryPicker({ label: "Case study", collection: "case-studies" });
    const keystaticOne = fields.relationship({ label: "Author", collection: "team" });
    for (const stored of [undefined, "rohan-kulkarni"]) {
      expect(one.serialize(one.parse(stored))).toEqual(
        keystaticOne.serialize(keystaticOne.parse(stored)),
      );
      expect(maybe.serialize(maybe.parse(stored))).toEqual(
        keystaticOne.serialize(keystaticOne.parse(stored)),
      );
    }
    expect(() => one.validate(null)).toThrow(/Author/);
    expect(maybe.validate(null)).toBeNull();

    const many = entriesPicker({ label: "Topics", collection: "tags", min: 1 });
    const keystaticMany = fields.multiRelationship({ label: "Topics", collection: "tags" });
    for (const stored of [undefined, ["hl7-v2", "fhir"]]) {
      expect(many.serialize(many.parse(stored))).toEqual(
        keystaticMany.serialize(keystaticMany.parse(stored)),
      );
    }
    expect(() => many.validate([])).toThrow(/at least 1/);
  });
});

describe("a page's facts for developers", () => {
  it("are kept as they are and shown nowhere, not even as an empty box", () => {
    const unseen = unseenField();
    const ignored = fields.ignored();
    for (const stored of [undefined, "/about", ["navigation"], true]) {
      expect(unseen.serialize(unseen.parse(stored))).toEqual(
        ignored.serialize(ignored.parse(stored)),
      );
    }
    const markup = renderToStaticMarkup(<unseen.Input />);
    expect(markup).toContain("div:has(> [data-editor-unseen]) { display: none; }");
    expect(markup).toMatch(/<span data-editor-unseen="" hidden="">/);
  });
});

describe("drawings are chosen by their pictures", () => {
  const values = (options: readonly PictureOption<string>[]) => options.map(({ value }) => value);

  it("every drawing and icon the site knows is offered, each with words and a picture", () => {
    expect(values(caseStudyArtOptions)).toEqual([...CASE_STUDY_ART]);
    expect(values(productArtOptions)).toEqual([...PRODUCT_ART]);
    expect(values(postArtOptions)).toEqual([...POST_ART]);
    expect(values(iconOptions)).toEqual(PAGE_ICON_NAMES);
    for (const option of [...postArtOptions, ...iconOptions]) {
      expect(option.label, option.value).not.toMatch(CODE_NAME);
      expect(renderToStaticMarkup(option.picture), option.value).toMatch(/^<svg/);
    }
  });

  it("every card's icon, on a page or an accelerator, is picked by its picture", () => {
    const iconFields: string[] = [];
    const drawn: string[] = [];
    const visit = (node: Node, at: string) => {
      const options = (node.options ?? []) as readonly (
        PictureOption<string> | { value: string }
      )[];
      if (
        options.length > 0 &&
        options.every(({ value }) => PAGE_ICON_NAMES.includes(value as never))
      ) {
        iconFields.push(at);
        if (options.every((option) => "picture" in option)) drawn.push(at);
      }
      for (const [key, inner] of Object.entries(node.fields ?? {})) visit(inner, `${at}.${key}`);
      if (node.element) visit(node.element, `${at}[]`);
    };
    for (const [name, form] of Object.entries(forms)) {
      for (const [key, node] of Object.entries(form.schema)) visit(node, `${name}.${key}`);
    }
    expect(iconFields).toContain("products.icon");
    expect(iconFields).toContain("page-services.services[].icon");
    expect(iconFields.length).toBeGreaterThanOrEqual(8);
    expect(drawn).toEqual(iconFields);
  });

  it("a new post stands under the neutral drawing, not a case study's", () => {
    const art = (config.collections as unknown as Record<string, Form>).posts!.schema
      .art as Node & {
      defaultValue: () => string;
    };
    expect(art.defaultValue()).toBe(NEUTRAL_POST_ART);
    expect(CASE_STUDY_ART as readonly string[]).not.toContain(NEUTRAL_POST_ART);
    const page = renderToStaticMarkup(<PostArt slug="a-post" art={NEUTRAL_POST_ART} />);
    expect(page).toMatch(/^<svg[^>]*aria-hidden="true"/);
  });
});
