import { describe, expect, it } from "vitest";
import { posts } from "./insights.ts";
import { personProblems, team } from "./people.ts";
import { teamSchema } from "./schemas/team.ts";

const person = {
  name: "Dr. Asha Menon",
  role: "Clinical Adviser",
  group: "advisers",
  bio: "A cardiologist.",
};

describe("a person's file (content/team/)", () => {
  it("needs a group, and an alt text with a photo", () => {
    expect(teamSchema.safeParse(person).success).toBe(true);
    expect(teamSchema.safeParse({ ...person, group: "board" }).success).toBe(false);
    expect(teamSchema.safeParse({ ...person, group: undefined }).success).toBe(false);
    const noAlt = teamSchema.safeParse({ ...person, photo: "./asha/photo.webp" });
    expect(noAlt.error?.issues.map((issue) => issue.path.join("."))).toEqual(["photoAlt"]);
    expect(
      teamSchema.safeParse({ ...person, photo: "./asha/photo.webp", photoAlt: "Portrait of Asha" })
        .success,
    ).toBe(true);
  });

  it("takes a profile link only as an https address, and consent as a calendar day", () => {
    expect(teamSchema.safeParse({ ...person, link: "https://www.linkedin.com/in/asha" }).success).toBe(true);
    expect(teamSchema.safeParse({ ...person, link: "http://example.org/asha" }).success).toBe(false);
    expect(teamSchema.safeParse({ ...person, consent: "2026-11-02" }).data?.consent).toBe("2026-11-02");
    expect(teamSchema.safeParse({ ...person, consent: "2026-02-30" }).success).toBe(false);
    // the editor writes empty optional fields as "" or null: no value, and not a sample
    const empty = teamSchema.parse({ ...person, link: "", consent: null, credentials: "" });
    expect(empty).toEqual({ ...person, sample: false });
  });
});

describe("personProblems (the release check's rule)", () => {
  const file = "content/team/asha-menon.yaml";
  it("refuses a sample person and one without consent, naming file and field", () => {
    expect(personProblems({ file, sample: true, consent: "2026-11-02" })).toEqual([
      `${file}: sample: a sample person: replace them with a real one, or delete the file`,
    ]);
    expect(personProblems({ file, sample: false })).toEqual([
      `${file}: consent: no date: the day the person agreed in writing to be shown (YYYY-MM-DD)`,
    ]);
    expect(personProblems({ file, sample: false, consent: "2026-11-02" })).toEqual([]);
  });

  it("finds every shipped person: each is a sample without consent", () => {
    for (const member of team) {
      expect(personProblems(member).map((line) => line.split(": ").slice(0, 2).join(": ")), member.slug).toEqual([
        `content/team/${member.slug}.yaml: sample`,
        `content/team/${member.slug}.yaml: consent`,
      ]);
    }
  });
});

describe("the shipped people", () => {
  it("are leadership, clinical advisers and authors, every post's author among them", () => {
    const inGroup = (group: string) => team.filter((member) => member.group === group);
    expect(inGroup("leadership").length).toBeGreaterThanOrEqual(2);
    expect(inGroup("advisers")).toHaveLength(2);
    for (const post of posts) expect(team.map((member) => member.slug)).toContain(post.author.slug);
  });

  it("shown on /about have no placeholder portrait: their initials stand in until a photo is added", () => {
    for (const member of team.filter((m) => m.group !== "authors")) {
      expect(member.sample, member.slug).toBe(true);
      expect(member.photo, member.slug).toBeUndefined();
    }
  });
});
