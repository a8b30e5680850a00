import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { contactFormTitle } from "#app/content/contact.ts";
import { CONTACT_INFO_TITLE_ID, ContactInfo } from "./contact-info.tsx";

/**
 * The form card takes the wide column and may grow tall (two tabs, six fields); the contact
 * details stay in view beside it on wide screens and follow it on narrow ones. `children` is
 * the form island, placed by the page.
 */
export function ContactLayout({ children }: { children: ReactNode }) {
  return (
    <Section tone="surface" labelledBy="contact-form-title" spacing="compact">
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-12">
        <Card className="p-5 sm:p-8 md:p-10">
          <h2 id="contact-form-title" className="sr-only">
            {contactFormTitle}
          </h2>
          {children}
        </Card>
        <aside aria-labelledby={CONTACT_INFO_TITLE_ID} className="lg:sticky lg:top-28">
          <ContactInfo />
        </aside>
      </div>
    </Section>
  );
}
