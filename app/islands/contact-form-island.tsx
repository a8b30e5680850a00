import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { IslandBoundary } from "./island-boundary.tsx";

/** The contact page's island: the form, hydrated on first interaction (client:interaction). */
export function ContactFormIsland() {
  return (
    <IslandBoundary>
      <ContactForm />
    </IslandBoundary>
  );
}
