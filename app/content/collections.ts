// The collections declared once (schemas/collection.ts), by the key the site's content layer
// and the editor know each by. content.config.ts and keystatic.config.ts read this list: a new
// collection is its declaration and its line here (the pages that show it aside).
import { tags } from "./schemas/tag.ts";
import { people } from "./schemas/team.ts";

/** In the order the editor's menu groups list them. */
export const declaredCollections = { team: people, tags } as const;
