import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { about } from "#app/content/about.ts";
import { clients } from "#app/content/clients.ts";
import { ClientWordmark } from "./client-wordmark.tsx";

export function ClientStrip() {
  return (
    <Section labelledBy="clients-title" tone="surface">
      <SectionHeading
        id="clients-title"
        eyebrow={about.clients.eyebrow}
        title={about.clients.title}
        intro={about.clients.intro}
      />
      <ul
        aria-label={about.clients.listLabel}
        className="grid grid-cols-2 overflow-hidden rounded-card border border-line bg-line gap-px lg:grid-cols-4"
      >
        {clients.map((client) => (
          <li
            key={client.name}
            className="flex min-h-28 items-center justify-center bg-white px-3 py-5 sm:min-h-24 sm:px-6 text-ink-soft transition-colors duration-200 hover:text-brand"
          >
            <ClientWordmark client={client} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
