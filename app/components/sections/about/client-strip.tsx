import { Building2 } from "lucide-react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { about, clientLinks, clientsBySector } from "#app/content/about.ts";
import { clientsShown, type Client } from "#app/content/clients.ts";
import type { Picture } from "#app/lib/picture.ts";

// tiles of a wrapping row, the last row centred: any number of clients fills it evenly
const tile =
  "flex basis-full items-center gap-3 rounded-card border border-line bg-white px-5 py-4 sm:min-h-24 sm:basis-[calc(50%-0.5rem)] lg:basis-[calc(25%-0.75rem)]";
// a group of three (or nine) on a tablet: one row of three, not two and one alone
const tabletThirds = "md:basis-[calc(33.333%-0.667rem)]";
const tileFor = (count: number) =>
  count % 2 === 1 && count % 3 === 0 ? `${tile} ${tabletThirds}` : tile;

/**
 * "Driving Success for Future-Focused Teams": the clients who agreed in writing to be named
 * (their logo, or their name), or while none has, every client by its description, grouped by
 * sector, healthcare and life sciences first (about.ts `clientsBySector`). A name without
 * permission never reaches the page (clients.ts `clientsShown`).
 */
export function ClientStrip({
  clients,
  logos,
}: {
  clients: readonly Client[];
  logos: ReadonlyMap<string, Picture>;
}) {
  const words = about.clients;
  const shown = clientsShown(clients);
  // healthcare and life sciences first, then the other sectors (issue 43): order only
  const groups = clientsBySector(shown.clients, clientLinks);
  return (
    <Section labelledBy="clients-title">
      <SectionHeading
        id="clients-title"
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
      />
      <ul aria-label={words.listLabel} className="space-y-10">
        {groups.map((group) => (
          <li key={group.id}>
            <h3
              id={`clients-${group.id}`}
              className="mb-4 text-center text-lg font-semibold tracking-tight text-ink"
            >
              {group.title}
            </h3>
            <ul
              aria-labelledby={`clients-${group.id}`}
              className="flex flex-wrap justify-center gap-4"
            >
              {group.clients.map((client) => {
                const logo = shown.named ? logos.get(client.slug) : undefined;
                return (
                  <li
                    key={client.slug}
                    className={`${tileFor(group.clients.length)} ${shown.named ? "justify-center text-center" : "text-left"}`}
                  >
                    {logo ? (
                      <img
                        src={logo.src}
                        width={logo.width}
                        height={logo.height}
                        alt={client.logoAlt ?? client.name ?? ""}
                        loading="lazy"
                        decoding="async"
                        className="h-10 w-auto max-w-full object-contain"
                      />
                    ) : shown.named ? (
                      <span className="text-lg font-semibold tracking-tight text-ink">
                        {client.name}
                      </span>
                    ) : (
                      <>
                        <Building2 aria-hidden="true" className="size-5 shrink-0 text-teal" />
                        <span className="text-sm font-medium text-pretty text-ink-soft">
                          {client.descriptor}
                        </span>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {!shown.named && <p className="mt-6 text-center text-sm text-muted">{words.unnamedNote}</p>}
    </Section>
  );
}
