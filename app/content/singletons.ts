// The singletons declared once (schemas/singleton.ts), by the key the editor knows each by:
// keystatic.config.ts makes their forms and menu entries from this list.
import { companyDetails } from "./schemas/settings.ts";
import { trustFacts } from "./schemas/trust.ts";

export const declaredSingletons = { settings: companyDetails, trust: trustFacts } as const;
