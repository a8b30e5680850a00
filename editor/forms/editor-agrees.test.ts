import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import config from "../../keystatic.config.ts";
import { caseStudies } from "../../app/content/case-studies.ts";
import { clients } from "../../app/content/clients.ts";
import { posts } from "../../app/content/insights.ts";
import { jobs, closedJobs } from "../../app/content/jobs.ts";
import { team } from "../../app/content/people.ts";
import { products } from "../../app/content/products.ts";
import { nonDisclosure, securityDocuments } from "../../app/content/security-pack.ts";
import { site } from "../../app/content/site.ts";
import { testimonials } from "../../app/content/testimonials.ts";

// The editor's forms (forms.ts, made from the declarations) and the site's schemas read the same
// files: the guard that they agree. Every file in content/ must open in the editor (Keystatic's
// reader validates it against the form's fields, as the editor does before showing it) and say
// the same there as on the site. What the editor writes passing the schemas is proved by
// tests/editor/.
const reader = createReader(process.cwd(), config);

describe("every content file opens in the editor", () => {
  it("job openings", async () => {
    const entries = await reader.collections.jobs.all();
    const titles = (list: readonly { title: string }[]) => list.map((item) => item.title).sort();
    // a declared collection's form is typed loosely (forms.ts): its entry as the file has it
    const read = entries.map(({ entry }) => entry as unknown as { title: string });
    expect(titles(read)).toEqual(titles([...jobs, ...closedJobs]));
  });

  it("case studies", async () => {
    const entries = await reader.collections.caseStudies.all();
    expect(entries.map(({ slug }) => slug).sort()).toEqual(
      caseStudies.map(({ slug }) => slug).sort(),
    );
    for (const { slug, entry } of entries) {
      const study = caseStudies.find((candidate) => candidate.slug === slug);
      expect(entry.more, slug).toEqual(study?.more);
      // each result's value, kind and period read alike (schemas/figure.ts)
      const result = ({
        result,
        kind,
        period,
      }: {
        result: string;
        kind: string;
        period?: string;
      }) => [result, kind, period || undefined];
      // the proof's fields are declared (schemas/figure.ts): the form's types know them loosely
      const results = entry.results as unknown as Parameters<typeof result>[0][];
      expect(results.map(result), slug).toEqual(study?.results.map(result));
    }
  });

  it("AI accelerators", async () => {
    const entries = await reader.collections.products.all();
    expect(entries.map(({ slug }) => slug).sort()).toEqual(products.map(({ slug }) => slug).sort());
    for (const { slug, entry } of entries) {
      const figure = ({ percentage, kind }: { percentage: string; kind: string }) => [
        percentage,
        kind,
      ];
      // a declared collection's form is typed loosely (forms.ts): its entry as the file has it
      const { metrics } = entry as unknown as { metrics: Parameters<typeof figure>[0][] };
      expect(metrics.map(figure), slug).toEqual(
        products.find((product) => product.slug === slug)?.metrics.map(figure),
      );
    }
  });

  it("testimonials", async () => {
    const entries = await reader.collections.testimonials.all();
    expect(entries.map(({ entry }) => entry.name).sort()).toEqual(
      testimonials.map(({ name }) => name).sort(),
    );
  });

  it("clients", async () => {
    const entries = await reader.collections.clients.all();
    expect(entries.map(({ slug }) => slug).sort()).toEqual(clients.map(({ slug }) => slug).sort());
    for (const { slug, entry } of entries) {
      expect(entry.descriptor, slug).toBe(
        clients.find((client) => client.slug === slug)?.descriptor,
      );
    }
  });

  it("people: group, photo and sample as on the site", async () => {
    const entries = await reader.collections.team.all();
    for (const { slug, entry } of entries) {
      const person = team.find((candidate) => candidate.slug === slug)!;
      expect([entry.group, entry.sample, entry.photoAlt || undefined], slug).toEqual([
        person.group,
        person.sample,
        person.photoAlt,
      ]);
    }
  });

  it("insights: a post's front matter and its Markdown body, byte for byte", async () => {
    // a declared collection's form is typed loosely (forms.ts): its entry as the file has it
    type Entry = {
      draft: boolean;
      author: string;
      tags: readonly string[];
      body: () => Promise<string>;
    };
    const entries = (await reader.collections.posts.all()).map(({ slug, entry }) => ({
      slug,
      entry: entry as unknown as Entry,
    }));
    const published = entries.filter(({ entry }) => !entry.draft);
    expect(published.map(({ slug }) => slug).sort()).toEqual(posts.map(({ slug }) => slug).sort());
    for (const { slug, entry } of published) {
      const post = posts.find((candidate) => candidate.slug === slug)!;
      expect(entry.author, slug).toBe(post.author.slug);
      expect([...entry.tags], slug).toEqual(post.tags.map((tag) => tag.slug));
      // footnotes and captioned figures survive: the editor keeps the Markdown as it is
      expect(await entry.body(), slug).toBe(post.body);
    }
  });

  it("insights: authors and topics", async () => {
    const team = await reader.collections.team.all();
    const tags = await reader.collections.tags.all();
    for (const post of posts) {
      expect(team.map(({ slug }) => slug)).toContain(post.author.slug);
      for (const tag of post.tags) expect(tags.map(({ slug }) => slug)).toContain(tag.slug);
    }
  });

  it("company details", async () => {
    const settings = await reader.singletons.settings.readOrThrow();
    expect(settings.name).toBe(site.name);
    expect(settings.email).toBe(site.email);
    expect(Number(settings.copyrightYear)).toBe(site.copyrightYear);
  });

  it("security documents: who may see each and its file, as on the site", async () => {
    // a declared collection's form is typed loosely (forms.ts): its entry as the file has it
    type Entry = { access: { discriminant: string; value: string }; version: string; date: string };
    const entries = (await reader.collections.documents.all()).map(({ slug, entry }) => ({
      slug,
      entry: entry as unknown as Entry,
    }));
    const shown = entries
      .map(({ slug, entry }) => [slug, entry.access.discriminant, entry.version, entry.date])
      .sort();
    expect(shown).toEqual(
      securityDocuments.map((d) => [d.slug, d.access, d.version, d.date]).sort(),
    );
    for (const { slug, entry } of entries) {
      const document = securityDocuments.find((candidate) => candidate.slug === slug)!;
      // a public one's upload beside the entry, a restricted one's name in DOCUMENTS_DIR
      expect(entry.access.value, slug).toBe(document.pdf);
    }
  });

  it("non-disclosure terms", async () => {
    const terms = await reader.singletons.nonDisclosure.readOrThrow();
    expect([terms.version, terms.text, terms.sample]).toEqual([
      nonDisclosure.version,
      nonDisclosure.text,
      nonDisclosure.sample,
    ]);
  });
});
