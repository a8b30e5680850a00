// The collections declared once (schemas/collection.ts), by the key the site's content layer
// and the editor know each by. content.config.ts and keystatic.config.ts read this list: a new
// collection is its declaration and its line here (the pages that show it aside).
import { tags } from "./schemas/tag.ts";

export const declaredCollections = { tags } as const;
