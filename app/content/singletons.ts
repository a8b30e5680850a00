// The singletons declared once (schemas/singleton.ts), by the key the editor knows each by:
// keystatic.config.ts makes their forms and menu entries from this list.
import { acknowledgementEmail } from "./schemas/acknowledgement.ts";
import { nonDisclosureTerms } from "./schemas/non-disclosure.ts";
import { companySettings } from "./schemas/settings.ts";
import { trustFacts } from "./schemas/trust.ts";

export const declaredSingletons = {
  settings: companySettings,
  trust: trustFacts,
  nonDisclosure: nonDisclosureTerms,
  acknowledgement: acknowledgementEmail,
} as const;
