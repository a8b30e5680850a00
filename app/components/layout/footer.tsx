import { Mail, MapPin } from "lucide-react";
import { footerNav } from "~/content/navigation.ts";
import { site } from "~/content/site.ts";
import { InstagramIcon, LinkedInIcon } from "~/components/ui/brand-icons.tsx";
import { Logo } from "./logo.tsx";

const socialIcons = { LinkedIn: LinkedInIcon, Instagram: InstagramIcon } as const;

export function Footer() {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-[75rem] gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
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
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white/70 uppercase">Company</h2>
          <ul className="mt-4 grid gap-1">
            {footerNav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="inline-flex min-h-11 items-center text-white/90 hover:text-white hover:underline"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white/70 uppercase">Reach us</h2>
          <ul className="mt-4 grid gap-4 text-white/90">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-soft" />
              <a href={`mailto:${site.email}`} className="hover:underline">
                {site.email}
              </a>
            </li>
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
        <p className="mx-auto max-w-[75rem] px-5 py-6 text-sm text-white/70 sm:px-8">
          © {site.copyrightYear} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
