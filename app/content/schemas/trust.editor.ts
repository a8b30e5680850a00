// "Trust page" in the editor (npm run edit, Keystatic): the subprocessors and certifications
// the trust page lists, the same fields as the schema beside it (trust.ts). Editor-only: the
// site never imports it.
import { fields, singleton } from "@keystatic/core";
import { required } from "./editor-fields.ts";
import { CERTIFICATION_STATUSES, type CertificationStatus } from "./trust.ts";

const statusLabels: Record<CertificationStatus, string> = {
  held: "Held: we are certified",
  "in-progress": "In progress: the audit is under way",
  planned: "Planned: not started yet",
};
/** the status as a list of certifications names it: its first word(s) */
const statusShort = (status: CertificationStatus) => statusLabels[status].split(":")[0];

export const trustEditor = singleton({
  label: "Trust page",
  path: "content/trust/subprocessors-and-certifications",
  format: { data: "yaml" },
  schema: {
    subprocessors: fields.array(
      fields.object({
        name: fields.text({ label: "Company", ...required }),
        service: fields.text({ label: "What it does for us", ...required }),
        data: fields.text({ label: "Which of the visitor's data it handles", ...required }),
        location: fields.text({ label: "Where (country or region)", ...required }),
      }),
      {
        label: "Subprocessors",
        description: "Every company that handles what visitors send us, as our contracts name it.",
        itemLabel: (props) => props.fields.name.value,
      },
    ),
    certifications: fields.array(
      fields.object({
        name: fields.text({ label: "Certification (e.g. ISO/IEC 27001:2022)", ...required }),
        status: fields.select({
          label: "Status",
          description: "Choose Held only with a valid certificate: the page then says Certified.",
          options: CERTIFICATION_STATUSES.map((value) => ({ label: statusLabels[value], value })),
          defaultValue: "planned",
        }),
        note: fields.text({
          label: "Note (optional)",
          description: "Scope, auditor, certificate number or expected date.",
        }),
      }),
      {
        label: "Certifications",
        itemLabel: (props) => `${props.fields.name.value} (${statusShort(props.fields.status.value)})`,
      },
    ),
  },
});
