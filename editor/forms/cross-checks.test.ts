import { describe, expect, it } from "vitest";
import config from "../../keystatic.config.ts";
import { clients } from "../../app/content/schemas/client.ts";
import { people } from "../../app/content/schemas/team.ts";

// A declaration's rule between fields (words.ts CrossCheck) is the schema's and the editor's:
// at save, Keystatic validates each field alone in the declared order (as here), and the
// rule's last field refuses what the schema refuses, in the schema's words.
type Form = Record<string, { kind: string; validate?: (value: unknown) => unknown }>;
const forms = config.collections as unknown as Record<string, { schema: Form }>;
const MESSAGE = "say what the photo shows: it is read out to people who can't see it";

/** What saving the entry says: the message of the first field that refuses it. */
function save(values: Record<string, unknown>, collection = "team"): string | undefined {
  for (const [key, field] of Object.entries(forms[collection]!.schema)) {
    if (field.kind !== "form" || !(key in values)) continue;
    try {
      field.validate!(values[key]);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

const photo = { data: new Uint8Array([1]), extension: "webp", filename: "photo.webp" };

describe("a rule between fields, in the schema and at the editor's save", () => {
  it("refuses a photo without its words in both, in the same words", () => {
    expect(save({ photo, photoAlt: "" })).toBe(`What the photo shows: ${MESSAGE}`);
    const parsed = people.schema.safeParse({
      name: "Asha",
      role: "Adviser",
      group: "advisers",
      bio: "Asha advises.",
      photo: "./asha/photo.webp",
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["photoAlt", MESSAGE],
    ]);
  });

  it("saves a photo with its words, and no photo without them", () => {
    expect(save({ photo, photoAlt: "Portrait of Asha" })).toBeUndefined();
    expect(save({ photo: null, photoAlt: "" })).toBeUndefined();
  });
});

describe("a client's logo, its words and the name it shows, as a pair (issue 44)", () => {
  const logo = { data: new Uint8Array([1]), extension: "svg", filename: "logo.svg" };
  const client = (values: Record<string, unknown>) => save(values, "clients");
  const NAME = "a logo names the client: give their name too";
  const WORDS = "say what the logo shows (usually the organisation's name)";

  it("refuses a logo without its words or the name, under each field, in the schema's words", () => {
    // the name's rule is said under the name and checked at the logo, validated after it
    expect(client({ name: "", logo, logoAlt: "Lakeside Health" })).toBe(`Name (optional): ${NAME}`);
    expect(client({ name: "Lakeside Health", logo, logoAlt: " " })).toBe(
      `What the logo says: ${WORDS}`,
    );
    const parsed = clients.schema.safeParse({
      descriptor: "A hospital",
      order: 1,
      logo: "./a/logo.svg",
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["logoAlt", WORDS],
      ["name", NAME],
    ]);
  });

  it("saves a logo with both, and no logo without them", () => {
    expect(client({ name: "Lakeside Health", logo, logoAlt: "Lakeside Health" })).toBeUndefined();
    expect(client({ name: "", logo: null, logoAlt: "" })).toBeUndefined();
  });
});
