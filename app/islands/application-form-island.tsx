import { ApplicationForm } from "#app/components/forms/application-form.tsx";
import { IslandBoundary } from "./island-boundary.tsx";

/** A job page's island: the application form, hydrated on first interaction. */
export function ApplicationFormIsland(props: { jobTitle: string; page: string }) {
  return (
    <IslandBoundary>
      <ApplicationForm {...props} />
    </IslandBoundary>
  );
}
