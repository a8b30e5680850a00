import { PageHeader } from "#app/components/sections/services/page-header.tsx";
import type { BasicPageFile } from "#app/content/schemas/pages.ts";

/**
 * A page added as one .astro file and one content file without words of its own declared
 * (decision 0025): its heading and paragraphs from content/pages/<page>.yaml.
 */
export function BasicPage({ words }: { words: BasicPageFile["hero"] }) {
  const [intro = "", ...paragraphs] = words.intro;
  return (
    <PageHeader eyebrow={words.eyebrow} title={words.title} intro={intro}>
      <div className="mt-8 max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </PageHeader>
  );
}
