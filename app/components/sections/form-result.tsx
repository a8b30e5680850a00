import { CircleAlert, CircleCheck, Home } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { paths } from "#app/content/paths.ts";

interface FormResultProps {
  tone: "success" | "problem";
  title: string;
  text: string;
  /** the words of the button to the home page */
  homeLabel: string;
  /** what follows the text: further links, or the server's list of problems */
  children?: ReactNode;
}

/** The page a form posted without JavaScript ends on: sent, or what to correct. */
export function FormResult({ tone, title, text, homeLabel, children }: FormResultProps) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <Section labelledBy="form-result-title" spacing="hero" width="narrow" className="min-h-[50vh]">
      <div className="text-center">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-14 ${tone === "success" ? "text-success" : "text-danger"}`}
        />
        <h1 id="form-result-title" className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text}</p>
      </div>
      {children}
      <p className="mt-10 text-center">
        <ButtonLink
          href={paths.home}
          size="lg"
          variant={tone === "success" ? "primary" : "secondary"}
        >
          <Home aria-hidden="true" className="size-5" />
          {homeLabel}
        </ButtonLink>
      </p>
    </Section>
  );
}
