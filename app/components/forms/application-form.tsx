import { site } from "~/content/site.ts";

/** Placeholder until the forms issue lands: the job application form replaces this. */
export function ApplicationForm({ jobTitle }: { jobTitle: string }) {
  return (
    <p className="text-muted">
      To apply for {jobTitle}, send your résumé to{" "}
      <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
        {site.email}
      </a>
      .
    </p>
  );
}
