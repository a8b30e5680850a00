import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { ExternalLink } from "lucide-react";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { about } from "#app/content/about.ts";
import type { PeopleGroup } from "#app/content/schemas/team.ts";
import type { Picture } from "#app/lib/picture.ts";
import { SampleLabel } from "#app/components/ui/sample-label.tsx";

/** What a person's card shows: the fields of content/team/ it needs. */
export interface PersonCard {
  slug: string;
  name: string;
  role: string;
  group: PeopleGroup;
  credentials?: string | undefined;
  photoAlt?: string | undefined;
  link?: string | undefined;
  sample: boolean;
}

type Words = typeof about.people;

function Person({
  person,
  photo,
  words,
}: {
  person: PersonCard;
  photo?: Picture | undefined;
  words: Words;
}) {
  return (
    // beside the text where a card has room for both (a phone's one column, three across from
    // 1024 px); above it on tablets, where three cards or two beside left ~70 px of text
    <li className="flex gap-5 rounded-card border border-line bg-white p-6 shadow-card md:max-lg:flex-col">
      <Avatar name={person.name} photo={photo} alt={person.photoAlt ?? ""} size="lg" />
      <div className="min-w-0">
        {person.sample && (
          <p className="mb-2">
            <SampleLabel>{words.sampleLabel}</SampleLabel>
          </p>
        )}
        <h4 className="text-lg font-semibold tracking-tight text-ink">{person.name}</h4>
        <p className="text-sm font-medium text-brand">{person.role}</p>
        {person.credentials && <p className="mt-1 text-sm text-muted">{person.credentials}</p>}
        {person.link && (
          <a
            href={person.link}
            className="mt-2 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand underline underline-offset-2"
          >
            {words.profileLink}
            <span className="sr-only">: {person.name}</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * "Leadership and Clinical Advisers": two lists of people from content/team/, each with a
 * photo (or initials), role, credentials and profile link; shipped samples say so on the card.
 */
export function People({
  people,
  photos,
}: {
  people: readonly PersonCard[];
  photos: ReadonlyMap<string, Picture>;
}) {
  const words = about.people;
  const groups = [
    { id: "leadership-title", title: words.leadership, group: "leadership" as const },
    { id: "advisers-title", title: words.advisers, group: "advisers" as const },
  ]
    .map((item) => ({ ...item, people: people.filter((person) => person.group === item.group) }))
    .filter((item) => item.people.length > 0);
  if (groups.length === 0) return null;
  return (
    <Section labelledBy="people-title" tone="surface">
      <SectionHeading
        id="people-title"
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
      />
      <div className="space-y-12">
        {groups.map((item) => (
          <div key={item.group}>
            <h3 id={item.id} className="text-xl font-semibold tracking-tight md:text-2xl">
              {item.title}
            </h3>
            <ul aria-labelledby={item.id} className={`mt-6 ${cardGridClasses(item.people.length)}`}>
              {item.people.map((person) => (
                <Person
                  key={person.slug}
                  person={person}
                  photo={photos.get(person.slug)}
                  words={words}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
