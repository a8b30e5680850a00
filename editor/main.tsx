// The editor served in production (decision 0026): Keystatic's UI in GitHub mode, built ahead
// of time by `npm run build:editor` into build/editor/ and served by server/editor.ts on
// EDITOR_ORIGIN only. The collections and forms are keystatic.config.ts's, as in `npm run edit`.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import { parse } from "yaml";
import company from "../content/settings/company.yaml?raw";
import { editorConfig } from "../keystatic.config.ts";
import { slugColumnLabels } from "./forms/shared-fields.ts";
import { styleEditor } from "./editor-styles.ts";
import { slugColumnLabel, watchListColumns } from "./list-columns.ts";
import { SETTINGS_ELEMENT_ID, type EditorSettings } from "./settings.ts";
import { SignInFirst } from "./sign-in.tsx";

/** The company's brand name (Company details), as the editor was built. */
const brand = String((parse(company) as { name?: unknown } | null)?.name ?? "The company");

const settings = JSON.parse(
  document.getElementById(SETTINGS_ELEMENT_ID)?.textContent ?? "null",
) as EditorSettings | null;
const root = document.getElementById("editor");
if (!settings || !root)
  throw new Error("The editor page lacks its settings: see docs/editor-setup.md");

const config = editorConfig(
  { kind: "github", repo: settings.repo, branchPrefix: settings.branchPrefix },
  settings.previewUrl,
);
createRoot(root).render(
  // a first screen in words before Keystatic's own sign-in button (sign-in.tsx)
  <SignInFirst company={brand}>
    <Keystatic
      // the config's precise types (its collections by name) are wider than the prop's
      config={config as unknown as Config}
      appSlug={{ envName: "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG", value: settings.appSlug }}
    />
  </SignInFirst>,
);
// the lists' first columns in words, no "File name" column (list-columns.ts)
watchListColumns((collection) =>
  slugColumnLabel(config as unknown as Config, slugColumnLabels, collection),
);
// a post's text toolbar wrapped, a picture's preview drawn wide enough (editor-styles.ts)
styleEditor();
