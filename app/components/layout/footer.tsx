import { Mail, MapPin, Phone } from "lucide-react";
import { footerColumns, policyNav } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { InstagramIcon, LinkedInIcon } from "#app/components/ui/brand-icons.tsx";
import { Logo } from "./logo.tsx";

const socialIcons = { LinkedIn: LinkedInIcon, Instagram: InstagramIcon } as const;

const headingClasses = "text-sm font-semibold tracking-wide text-white/70 uppercase";
const linkClasses =
  "inline-flex min-h-11 items-center leading-5 text-white/90 hover:text-white hover:underline md:min-h-9";

/** "Pvt. Ltd." already ends a sentence: never print a second full stop after it. */
function sentenceEnd(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/**
 * Brand, three link columns (company, solutions, industries) and the contact details; two
 * columns side by side on phones, five from lg. The bottom bar holds the copyright and, once
 * the privacy notice exists (personal-data issue), its link.
 */
export function Footer() {
  const odd = (index: number) =>
    footerColumns.length % 2 === 1 && index === footerColumns.length - 1;
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-[75rem] grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-3 lg:grid-cols-[1.3fr_0.8fr_1.1fr_0.8fr_1.6fr] lg:gap-x-8">
        {/* on tablets (three columns) the brand takes two beside Company, and Contact one after
            Solutions and Industries: two full rows, where the brand and Contact each stood in a
            row of their own (the review of 2026-11-28) */}
        <div className="col-span-2 lg:col-span-1">
          <Logo inverse />
          <p className="mt-4 max-w-sm text-white/75">{site.description}</p>
          <ul className="mt-6 flex gap-3">
            {site.social.map((item) => {
              const Icon = socialIcons[item.name];
              return (
                <li key={item.name}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:bg-white hover:text-ink"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">{item.name} (opens in a new tab)</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {footerColumns.map((column, index) => (
          <nav
            key={column.id}
            aria-labelledby={column.id}
            // on phones (two columns) an odd last column takes the whole row and sets its links
            // side by side, in step with the columns above: alone in its half ("Industries", two
            // links) it left the other half of the row empty
            className={odd(index) ? "col-span-2 md:col-span-1" : undefined}
          >
            <h2 id={column.id} className={headingClasses}>
              {column.title}
            </h2>
            <ul className={`mt-3 grid ${odd(index) ? "grid-cols-2 gap-x-6 md:grid-cols-1" : ""}`}>
              {column.links.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={linkClasses}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 md:col-span-1">
          <h2 className={headingClasses}>Contact</h2>
          {/* the e-mail and phone links keep their look and take a 44 px tap area (tap-area,
              app.css); rows 44 px apart, so no two areas overlap */}
          <ul className="mt-4 grid gap-5 text-white/90">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-soft" />
              <a
                href={`mailto:${site.email}`}
                className="tap-area inline-block break-all hover:underline"
              >
                {site.email}
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone.href} className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-soft" />
                <span>
                  <a href={phone.href} className="tap-area inline-block hover:underline">
                    {phone.display}
                  </a>
                  <span className="text-white/70"> · {phone.label}</span>
                </span>
              </li>
            ))}
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-soft" />
              <address className="not-italic">
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[75rem] flex-col gap-3 px-5 py-6 text-sm text-white/70 sm:px-8 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.copyright} {sentenceEnd(site.legalName)} All rights reserved.
          </p>
          <nav aria-label="Policies">
            {/* two by two below 1024 px: in one wrapping row the fourth link stood alone */}
            <ul className="grid grid-cols-2 gap-x-6 lg:flex lg:flex-wrap">
              {policyNav.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className="inline-flex min-h-11 items-center text-white/85 hover:text-white hover:underline"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
