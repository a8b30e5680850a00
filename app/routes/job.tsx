import { useParams } from "react-router";
import { ApplySection } from "~/components/sections/careers/apply-section.tsx";
import { JobDetails } from "~/components/sections/careers/job-details.tsx";
import { JobHeader } from "~/components/sections/careers/job-header.tsx";
import { jobBySlug } from "~/content/jobs.ts";
import { pageMeta } from "~/lib/meta.ts";
import NotFound, { meta as notFoundMeta } from "./not-found.tsx";
import type { Route } from "./+types/job";

export const meta = ({ params }: Route.MetaArgs) => {
  const job = jobBySlug(params.slug);
  if (!job) return notFoundMeta();
  return pageMeta(
    `${job.title}, ${job.location}`,
    `${job.title} (${job.jobType}, ${job.experience}) in ${job.location}. ${job.about[0] ?? ""}`,
  );
};

export default function Page() {
  const { slug = "" } = useParams();
  const job = jobBySlug(slug);
  if (!job) return <NotFound />;
  return (
    <>
      <JobHeader job={job} />
      <JobDetails job={job} />
      <ApplySection job={job} />
    </>
  );
}
