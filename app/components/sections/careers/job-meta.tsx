import { BriefcaseBusiness, Clock, MapPin } from "lucide-react";
import { jobPage } from "#app/content/careers.ts";
import type { JobSummary } from "#app/content/types.ts";

interface JobMetaProps {
  job: Pick<JobSummary, "location" | "jobType" | "experience">;
  className?: string;
}

/** Location, job type and experience of a job, as a row of labelled chips. */
export function JobMeta({ job, className = "" }: JobMetaProps) {
  const items = [
    { icon: MapPin, label: jobPage.location, value: job.location },
    { icon: BriefcaseBusiness, label: jobPage.jobType, value: job.jobType },
    { icon: Clock, label: jobPage.experience, value: job.experience },
  ];
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {items.map(({ icon: Icon, label, value }) => (
        <li
          key={label}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink-soft"
        >
          <Icon aria-hidden="true" className="size-4 text-teal" />
          <span className="sr-only">{label}: </span>
          {value}
        </li>
      ))}
    </ul>
  );
}
