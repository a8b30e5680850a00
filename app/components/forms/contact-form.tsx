import { site } from "~/content/site.ts";

/** Placeholder until the forms issue lands: the enquiry form replaces this. */
export function ContactForm() {
  return (
    <p className="text-muted">
      Write to us at{" "}
      <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
        {site.email}
      </a>
      .
    </p>
  );
}
