// The editor for the site's owner (npm run edit; docs/editing.md). It writes the files in
// content/ that the site's collections read; a collection declared once
// (app/content/collections.ts) has its form made from its declaration, as has a singleton
// (app/content/singletons.ts); the pages' forms come from their words (editor/forms/pages.ts). Local
// mode (the default export, npm run edit): edits land in this checkout, published with git.
// GitHub mode (editorConfig, editor/main.tsx): the editor served on EDITOR_ORIGIN commits each
// save to the repository (decision 0026).
import { config, type GitHubConfig, type LocalConfig } from "@keystatic/core";
import { securityDocuments } from "#app/content/schemas/security-document.ts";
import { collectionEditor, singletonEditor } from "./editor/forms/forms.ts";
import { pagesEditor } from "./editor/forms/pages.ts";
import { declaredCollections } from "#app/content/collections.ts";
import { declaredSingletons } from "#app/content/singletons.ts";
import type { MenuGroup } from "#app/content/schemas/collection.ts";

/** The collections declared once (app/content/collections.ts): each one's form made from its fields. */
const declared = Object.fromEntries(
  Object.entries(declaredCollections).map(([key, collection]) => [
    key,
    collectionEditor(collection),
  ]),
) as { [K in keyof typeof declaredCollections]: ReturnType<typeof collectionEditor> };

/** The singletons declared once (app/content/singletons.ts): each one's form made from its fields. */
const singletons = Object.fromEntries(
  Object.entries(declaredSingletons).map(([key, declared]) => [key, singletonEditor(declared)]),
) as { [K in keyof typeof declaredSingletons]: ReturnType<typeof singletonEditor> };

/**
 * A menu group's forms: `order` first (the owner's order, declared or not), then any other
 * declared in the group, as the registers list them.
 */
const listed = (menu: MenuGroup, order: readonly string[]) => [
  ...order,
  ...Object.entries({ ...declaredCollections, ...declaredSingletons })
    .filter(([key, declared]) => declared.menu === menu && !order.includes(key))
    .map(([key]) => key),
];

const collections = {
  // declared in common/ (the server reads the files too), not in the register content.config.ts
  // reads: the site reads them with common's schema, which flattens `access`
  documents: collectionEditor(securityDocuments),
  ...declared,
};

/**
 * Where each entry's Preview button leads. Locally, the entry's page on this dev server, as
 * saved. In GitHub mode the editor's own host has no site: the branch's built preview when one
 * is published (`preview`, EDITOR_PREVIEW_URL with `{branch}`, e.g.
 * https://preview.example.com/{branch}), else no Preview button rather than one that answers
 * "Not found." (decision 0032).
 */
export function previewed<C extends Record<string, { previewUrl?: string }>>(
  forms: C,
  storage: LocalConfig["storage"] | GitHubConfig["storage"],
  preview?: string,
): C {
  if (storage.kind === "local") return forms;
  return Object.fromEntries(
    Object.entries(forms).map(([key, form]) => {
      if (!form.previewUrl) return [key, form];
      const { previewUrl, ...rest } = form;
      return [
        key,
        preview ? { ...rest, previewUrl: `${preview.replace(/\/+$/, "")}${previewUrl}` } : rest,
      ];
    }),
  ) as C;
}

/** The editor's collections and forms, saving where `storage` says. */
export function editorConfig(
  storage: LocalConfig["storage"] | GitHubConfig["storage"],
  preview?: string,
) {
  return config({
    storage,
    ui: {
      brand: { name: "Website content" },
      // the owner's words first: the pages in the site's order, then the lists, then the company
      // (the pages' keys come from their files, which Keystatic's types cannot know: hence never)
      navigation: {
        Pages: Object.keys(pagesEditor),
        Lists: listed("Lists", [
          "jobs",
          "caseStudies",
          "products",
          "clients",
          "testimonials",
          "posts",
          "team",
          "tags",
        ]),
        Company: listed("Company", [
          "settings",
          "trust",
          "documents",
          "nonDisclosure",
          "acknowledgement",
        ]),
      } as never,
    },
    singletons: {
      ...pagesEditor,
      ...singletons,
    },
    collections: previewed(collections, storage, preview),
  });
}

export default editorConfig({ kind: "local" });
