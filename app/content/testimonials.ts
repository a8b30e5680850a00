import type { Testimonial } from "./types.ts";

export const testimonials = [
  {
    quote:
      "They understood our clinical workflows before writing a line of code. The remote monitoring platform went live on schedule and our cardiologists now review reports in minutes instead of hours.",
    name: "Dr. Ananya Rao",
    designation: "Chief Medical Officer",
    organization: "Cardiac care network",
  },
  {
    quote:
      "The team took our prior-authorization backlog seriously. Their automation cut turnaround dramatically while keeping every decision traceable for our compliance group.",
    name: "Michael Turner",
    designation: "VP, Revenue Cycle Operations",
    organization: "Regional health system",
  },
  {
    quote:
      "From discovery to launch they were candid, precise and fast. Our online assessment platform handled its first national exam without a single outage.",
    name: "Priya Menon",
    designation: "Director of Digital Learning",
    organization: "Education group",
  },
  {
    quote:
      "We needed a partner who could handle both generative AI and hard engineering. They delivered a regulatory writing assistant our medical writers actually want to use.",
    name: "Sarah Lindqvist",
    designation: "Head of Regulatory Affairs",
    organization: "Life-sciences company",
  },
] as const satisfies readonly Testimonial[];

/** "Dr. Ananya Rao" → "AR": initials avatars stand in for photographs. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
