// The people the site shows: one YAML file each in content/team/ (schemas/team.ts). The About
// page lists leadership and clinical advisers; any of them may write insights, whose authors
// are looked up here (insights.ts).
import { loadCollection, type Loaded } from "./load.ts";
import { personProblems, teamSchema, type TeamEntry } from "./schemas/team.ts";

export type Person = Loaded<TeamEntry>;

/**
 * Everyone, in the order of their file names (the About page lists each group so), each with
 * its `file` (as the release check names it).
 */
export const team: readonly Person[] = loadCollection("team", teamSchema);

export { personProblems };

