import { ContactHero } from "~/components/sections/contact/contact-hero.tsx";
import { ContactLayout } from "~/components/sections/contact/contact-layout.tsx";
import { contactHero } from "~/content/contact.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("Contact Us", contactHero.intro);

export default function Page() {
  return (
    <>
      <ContactHero />
      <ContactLayout />
    </>
  );
}
