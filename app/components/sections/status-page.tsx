import { Home } from "lucide-react";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";
import { paths } from "~/content/paths.ts";

interface StatusPageProps {
  code: string;
  title: string;
  message: string;
}

/** The 404 page and the unexpected-error page share this layout and its way home. */
export function StatusPage({ code, title, message }: StatusPageProps) {
  return (
    <Section labelledBy="status-title" spacing="hero" width="narrow" className="min-h-[60vh]">
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
          Go to Home
        </ButtonLink>
      </div>
    </Section>
  );
}
