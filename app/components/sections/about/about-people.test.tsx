// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { about } from "#app/content/about.ts";
import { caseStudiesPage } from "#app/content/case-studies.ts";
import type { Client } from "#app/content/clients.ts";
import { ClientStrip } from "./client-strip.tsx";
import { People, type PersonCard } from "./people.tsx";

afterEach(cleanup);

const lead: PersonCard = {
  slug: "asha-menon",
  name: "Dr. Asha Menon",
  role: "Chief Medical Officer",
  group: "leadership",
  credentials: "MBBS, MD",
  photoAlt: "Dr. Asha Menon in a hospital corridor",
  link: "https://www.linkedin.com/in/asha-menon",
  sample: false,
};
const adviser: PersonCard = {
  slug: "ravi-das",
  name: "Ravi Das",
  role: "Clinical Adviser",
  group: "advisers",
  sample: true,
};
const photo = { src: "/assets/asha.webp", width: 192, height: 192 };

describe("People (About)", () => {
  it("lists leadership then advisers: photo with its alt, credentials, profile link; samples labelled", () => {
    render(<People people={[adviser, lead]} photos={new Map([["asha-menon", photo]])} />);
    const leadership = screen.getByRole("list", { name: about.people.leadership });
    expect(within(leadership).getByRole("img", { name: lead.photoAlt! })).toHaveAttribute(
      "src",
      photo.src,
    );
    expect(leadership).toHaveTextContent("MBBS, MD");
    expect(
      within(leadership).getByRole("link", { name: `${about.people.profileLink}: ${lead.name}` }),
    ).toHaveAttribute("href", lead.link);
    expect(within(leadership).queryByText(about.people.sampleLabel)).toBeNull();
    const advisers = screen.getByRole("list", { name: about.people.advisers });
    expect(within(advisers).getByText(about.people.sampleLabel)).toBeVisible();
    // no photo: initials, hidden from assistive technology; no link without one
    expect(within(advisers).queryByRole("img")).toBeNull();
    expect(within(advisers).getByText("RD")).toHaveAttribute("aria-hidden", "true");
    expect(within(advisers).queryByRole("link")).toBeNull();
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual([
      about.people.title,
      about.people.leadership,
      lead.name,
      about.people.advisers,
      adviser.name,
    ]);
  });

  it("shows nothing without leadership or advisers", () => {
    const { container } = render(
      <People people={[{ ...adviser, group: "authors" }]} photos={new Map()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("ClientStrip (About)", () => {
  const client = (slug: string, fields: Partial<Client>): Client => ({
    slug,
    file: `content/clients/${slug}.yaml`,
    order: 1,
    descriptor: `Description of ${slug}`,
    ...fields,
  });

  it("shows the permitted clients' logos and names, and no description, once one may be named", () => {
    const clients = [
      client("heart", {
        name: "Heart Institute",
        permission: "2026-10-01",
        logo: "./h.svg",
        logoAlt: "Heart Institute",
      }),
      client("clinic", { name: "City Clinic", permission: "2026-10-02" }),
      client("unapproved", { name: "Secret Hospital" }),
      client("anonymous", {}),
    ];
    render(
      <ClientStrip
        clients={clients}
        logos={new Map([["heart", { src: "/assets/h.webp", width: 160, height: 80 }]])}
      />,
    );
    expect(screen.getByRole("list", { name: about.clients.listLabel })).toBeVisible();
    // none of these is tied to a healthcare study or an accelerator: one group
    const list = screen.getByRole("list", { name: caseStudiesPage.list.other });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("img", { name: "Heart Institute" })).toHaveAttribute(
      "src",
      "/assets/h.webp",
    );
    expect(list).toHaveTextContent("City Clinic");
    expect(document.body).not.toHaveTextContent("Secret Hospital");
    expect(document.body).not.toHaveTextContent("Description of");
    expect(document.body).not.toHaveTextContent(about.clients.unnamedNote);
  });

  it("describes every client, naming none, while none may be named, healthcare first", () => {
    render(
      <ClientStrip
        clients={[
          client("a", { name: "Secret Hospital" }),
          client("cardiac-diagnostics-company", {}),
          client("b", {}),
        ]}
        logos={new Map()}
      />,
    );
    const all = screen.getByRole("list", { name: about.clients.listLabel });
    expect(
      within(all)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([caseStudiesPage.list.healthcare, caseStudiesPage.list.other]);
    const texts = (name: string) =>
      within(screen.getByRole("list", { name }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    // the cardiac study picks this client, and it is a healthcare study
    expect(texts(caseStudiesPage.list.healthcare)).toEqual([
      "Description of cardiac-diagnostics-company",
    ]);
    expect(texts(caseStudiesPage.list.other)).toEqual(["Description of a", "Description of b"]);
    expect(document.body).not.toHaveTextContent("Secret Hospital");
    expect(screen.getByText(about.clients.unnamedNote)).toBeVisible();
  });
});
