// What the prebuilt editor page needs to know of its deployment, which the build cannot know:
// the server writes it into the page as JSON (server/editor.ts), never as a script.

export interface EditorSettings {
  /** the GitHub repository the editor commits to */
  repo: { owner: string; name: string };
  /** saves on a protected main go to branches named with this prefix */
  branchPrefix: string;
  /** the GitHub App's slug, for Keystatic's "install the app" link */
  appSlug: string;
  /** where a branch's built preview is published, with `{branch}` (EDITOR_PREVIEW_URL) */
  previewUrl?: string | undefined;
}

/** The id of the page's `<script type="application/json">` that holds the settings. */
export const SETTINGS_ELEMENT_ID = "editor-settings";
