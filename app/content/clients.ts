// The clients: one YAML file each in content/clients/, read through the collection's schema
// (schemas/client.ts), in list order. A client is named (and its logo shown) only with the
// date of its written permission; otherwise the site describes it.
import { loadCollection, type Loaded } from "./load.ts";
import { clientLabel, clientProblems, clientSchema, isNamed, type ClientEntry } from "./schemas/client.ts";

export type Client = Loaded<ClientEntry>;

/** Every client, in list order, each with its `file` (as the release check names it). */
export const clients: readonly Client[] = loadCollection("clients", clientSchema).toSorted(
  (a, b) => a.order - b.order || a.descriptor.localeCompare(b.descriptor),
);

export { clientLabel, clientProblems, isNamed };

/**
 * What "Driving Success for Future-Focused Teams" shows: the clients who agreed to be named
 * (name and logo), or, while none has, every client by its description. Never a name
 * without permission.
 */
export function clientsShown<C extends Pick<ClientEntry, "descriptor" | "name" | "permission">>(
  list: readonly C[],
): { named: boolean; clients: readonly C[] } {
  const named = list.filter(isNamed);
  return named.length > 0 ? { named: true, clients: named } : { named: false, clients: list };
}
