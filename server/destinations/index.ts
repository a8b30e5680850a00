import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isDestination, type DestinationModule } from "./destination.ts";

// Every destination the server knows, found in this folder at start (decision 0023): each
// module that exports a destination made with `defineDestination` joins the list, so adding
// one is its module (and its variables' rows in docs/configuration.md). Which of them are on
// is their settings' say. The server runs from source (`node server/main.ts`, no bundler), so
// the folder is there to read. The list is in the order a submission's rows are written: each
// module states its `position`, and two that state the same one are refused (so no order
// rests on a file name).

/** A folder's destination modules, by position; a malformed one stops the start naming its file. */
export async function discoverDestinations(folder: string): Promise<readonly DestinationModule[]> {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".ts") && !/\.(test|d)\.ts$/.test(file) && file !== "index.ts")
    .sort();
  const found: Array<{ file: string; destination: DestinationModule }> = [];
  for (const file of files) {
    const path = join(folder, file);
    const shown = relative(process.cwd(), path);
    let exports: Record<string, unknown>;
    try {
      exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${shown}: the module could not be loaded: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const own = Object.entries(exports).filter(([, value]) => isDestination(value));
    const unmade = Object.entries(exports).find(
      ([, value]) => !isDestination(value) && looksLikeDestination(value),
    );
    if (unmade) {
      throw new Error(
        `${shown}: "${unmade[0]}" is not made with defineDestination (destination.ts)`,
      );
    }
    if (own.length > 1) {
      throw new Error(
        `${shown}: one module, one destination; it exports ${own.map(([key]) => key).join(", ")}`,
      );
    }
    const destination = own[0]?.[1] as DestinationModule | undefined;
    if (!destination) continue; // a helper (e.g. acknowledgement-mail.ts)
    for (const other of found) {
      const clash =
        other.destination.name === destination.name
          ? `the name "${destination.name}"`
          : other.destination.position === destination.position
            ? `position ${destination.position}`
            : undefined;
      if (clash) throw new Error(`two modules take ${clash}: ${other.file} and ${shown}`);
    }
    found.push({ file: shown, destination });
  }
  return found.map(({ destination }) => destination).sort((a, b) => a.position - b.position);
}

/** An object with a destination's shape that defineDestination did not make. */
function looksLikeDestination(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const shape = value as Record<string, unknown>;
  return typeof shape.name === "string" && typeof shape.row === "function";
}

export const DESTINATIONS: readonly DestinationModule[] = await discoverDestinations(
  fileURLToPath(new URL(".", import.meta.url)),
);

export type { ConfiguredDestination, DestinationModule, SharedSettings } from "./destination.ts";
