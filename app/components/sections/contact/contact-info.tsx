import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { contactInfo, nextSteps } from "#app/content/contact.ts";
import { site } from "#app/content/site.ts";

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex gap-4 p-5">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold">{title}</h3>
          <div className="mt-1 text-ink-soft">{children}</div>
        </div>
      </Card>
    </li>
  );
}

export const CONTACT_INFO_TITLE_ID = "contact-info-title";

const linkClasses =
  "inline-flex min-h-11 items-center font-semibold break-all text-brand underline-offset-2 hover:underline";

/** E-mail, office address and phone numbers from site.ts, plus what happens after a message. */
export function ContactInfo() {
  return (
    <div className="grid gap-6">
      <div>
        <h2 id={CONTACT_INFO_TITLE_ID} className="sr-only">
          {contactInfo.title}
        </h2>
        <ul className="grid gap-4">
          <InfoCard icon={Mail} title={contactInfo.email.title}>
            <a href={`mailto:${site.email}`} className={linkClasses}>
              {site.email}
            </a>
            <p className="text-sm text-muted">{contactInfo.email.text}</p>
          </InfoCard>
          <InfoCard icon={MapPin} title={contactInfo.address.title}>
            <address className="not-italic">
              {site.legalName}
              {site.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="block">{site.address.country}</span>
            </address>
            <p className="mt-2 text-sm text-muted">{contactInfo.address.text}</p>
          </InfoCard>
          <InfoCard icon={Phone} title={contactInfo.phone.title}>
            <ul>
              {site.phones.map((phone) => (
                <li key={phone.href} className="flex flex-wrap items-center gap-x-2">
                  <span className="w-16 text-sm text-muted">{phone.label}</span>
                  <a href={phone.href} className={linkClasses}>
                    {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>
        </ul>
      </div>
      <section aria-labelledby="next-steps-title" className="rounded-card bg-ink p-6 text-white">
        <h2 id="next-steps-title" className="font-semibold">
          {nextSteps.title}
        </h2>
        <ol className="mt-4 grid gap-4">
          {nextSteps.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-white/85">
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
