import { describe, expect, it } from "vitest";
import { clientLabel, clientProblems, clients, clientsShown } from "./clients.ts";
import { caseStudies } from "./case-studies.ts";
import { clientSchema } from "./schemas/client.ts";

const descriptor = "400-bed cardiac network, Karnataka";
const named = { descriptor, name: "Sahyadri Heart Institute", permission: "2026-10-01" };

describe("a client's file (content/clients/)", () => {
  it("needs a description and a place; a logo needs its words and the name", () => {
    expect(clientSchema.safeParse({ descriptor, order: 1 }).success).toBe(true);
    expect(clientSchema.safeParse({ order: 1 }).success).toBe(false);
    const paths = (value: object) =>
      clientSchema.safeParse(value).error?.issues.map((issue) => issue.path.join("."));
    expect(paths({ descriptor, order: 1, logo: "./x/logo.svg" })).toEqual(["logoAlt", "name"]);
    expect(paths({ descriptor, order: 1, logo: "./x/logo.svg", logoAlt: "Logo" })).toEqual(["name"]);
    expect(paths({ ...named, order: 1, permission: "1 October 2026" })).toEqual(["permission"]);
  });
});

describe("naming a client", () => {
  it("uses the name only with a date of written permission, else the description", () => {
    expect(clientLabel(named)).toBe("Sahyadri Heart Institute");
    expect(clientLabel({ descriptor, name: "Sahyadri Heart Institute" })).toBe(descriptor);
    expect(clientLabel({ descriptor })).toBe(descriptor);
  });

  it("shows the named clients once one may be named, else every description", () => {
    const unnamed = { descriptor: "Public-health non-profit, rural districts" };
    const unapproved = { descriptor: "Regional health system", name: "Contoso Health" };
    expect(clientsShown([unnamed, unapproved])).toEqual({ named: false, clients: [unnamed, unapproved] });
    expect(clientsShown([unnamed, named, unapproved])).toEqual({ named: true, clients: [named] });
  });

  it("refuses a release naming a client without permission (file and field)", () => {
    const file = "content/clients/heart.yaml";
    expect(clientProblems({ file, name: "Sahyadri Heart Institute" })).toEqual([
      `${file}: permission: "Sahyadri Heart Institute" is named without a date of written permission: add it (YYYY-MM-DD) or remove the name`,
    ]);
    expect(clientProblems({ file, ...named })).toEqual([]);
    expect(clientProblems({ file, descriptor })).toEqual([]);
  });
});

describe("the shipped clients", () => {
  it("are described, never named, one for each case study's client at least", () => {
    expect(clients.length).toBeGreaterThanOrEqual(caseStudies.length);
    for (const client of clients) {
      expect(client.name, client.file).toBeUndefined();
      expect(client.file).toBe(`content/clients/${client.slug}.yaml`);
    }
    expect(new Set(clients.map((client) => client.descriptor)).size).toBe(clients.length);
    expect(clientsShown(clients).named).toBe(false);
  });
});
