import { ArrowRight, Home } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { NavLinkItem } from "#app/content/navigation.ts";
import { paths } from "#app/content/paths.ts";

interface StatusPageProps {
  code: string;
  title: string;
  message: string;
  /** the words of the button to the home page */
  homeLabel: string;
  /** the site's main sections under the way home, so a lost visitor has somewhere to go */
  sections?: { title: string; links: readonly (NavLinkItem & { description: string })[] };
}

/** The 404 page and a filled role's page share this layout and its way home. */
export function StatusPage({ code, title, message, homeLabel, sections }: StatusPageProps) {
  return (
    <Section labelledBy="status-title" spacing="hero" width="narrow">
      <div className="text-center">
        <p className="bg-gradient-to-r from-brand to-teal bg-clip-text text-7xl font-extrabold text-transparent md:text-8xl">
          {code}
        </p>
        <h1 id="status-title" className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">{message}</p>
        <ButtonLink href={paths.home} size="lg" className="mt-8">
          <Home aria-hidden="true" className="size-5" />
          {homeLabel}
        </ButtonLink>
      </div>
      {sections && (
        <nav aria-labelledby="status-sections" className="mt-14 border-t border-line pt-10">
          <h2 id="status-sections" className="text-center text-lg font-semibold">
            {sections.title}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {sections.links.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="group flex min-h-11 items-center justify-between gap-4 rounded-card border border-line bg-white px-5 py-4 transition-colors duration-200 hover:border-brand"
                >
                  <span>
                    <span className="block font-semibold text-ink group-hover:text-brand">
                      {item.label}
                    </span>
                    <span className="block text-sm text-muted">{item.description}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Section>
  );
}
