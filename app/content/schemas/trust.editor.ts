// "Trust page" in the editor (npm run edit, Keystatic): the subprocessors, the certifications and
// how client data is handled in delivery, the same fields as the schema beside it (trust.ts).
// Editor-only: the site never imports it.
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
        agreements: fields.text({
          label: "DPA and BAA",
          description:
            "Whether a data processing agreement (DPA) and, for US patient data, a business associate agreement (BAA) are signed with it, e.g. “DPA signed; BAA not needed: no patient data”.",
          ...required,
        }),
      }),
      {
        label: "Subprocessors",
        description:
          "Every company that handles data on our behalf, for the accelerators, client projects or this website, as our contracts name it.",
        itemLabel: (props) => props.fields.name.value,
      },
    ),
    certifications: fields.array(
      fields.object({
        name: fields.text({ label: "Certification (e.g. ISO/IEC 27001:2022)", ...required }),
        status: fields.select({
          label: "Status",
          description:
            "Choose Held only with a valid certificate: the page then says Certified, and a release needs the day it was issued.",
          options: CERTIFICATION_STATUSES.map((value) => ({ label: statusLabels[value], value })),
          defaultValue: "planned",
        }),
        scope: fields.text({
          label: "Scope (optional)",
          description: "What the certificate covers, as it says, e.g. software delivery and managed AI services.",
        }),
        auditor: fields.text({
          label: "Auditor (optional)",
          description: "The certification body or audit firm.",
        }),
        obtained: fields.date({
          label: "Obtained on",
          description: "The day the certificate was issued. Held only: a release refuses a held one without it.",
        }),
        target: fields.date({
          label: "Target date",
          description:
            "In progress or planned: the day you expect it. The page shows it; a release refuses one without it.",
        }),
        note: fields.text({
          label: "Note (optional)",
          description: "Certificate number, report period or anything else worth saying.",
        }),
      }),
      {
        label: "Certifications",
        itemLabel: (props) => `${props.fields.name.value} (${statusShort(props.fields.status.value)})`,
      },
    ),
    delivery: fields.object(
      {
        sample: fields.checkbox({
          label: "Sample",
          description:
            "Shipped example facts, labelled “Sample facts” on the page; a release build refuses them. Untick once each fact below is confirmed.",
          defaultValue: false,
        }),
        hosting: fields.text({
          label: "Hosting",
          description: "Where the accelerators and projects run: in the client's cloud, on its own servers, or hosted by us (and where).",
          multiline: true,
          ...required,
        }),
        residency: fields.text({
          label: "Data residency",
          description: "Where client data is stored and processed, e.g. the region the client chooses.",
          multiline: true,
          ...required,
        }),
        patientData: fields.text({
          label: "Patient data",
          description: "How patient data is handled: only what the task needs, encrypted, who may see it, de-identified where it can be.",
          multiline: true,
          ...required,
        }),
        modelsRun: fields.text({
          label: "Where models run",
          description: "In whose cloud the models run, and whether client data ever goes to a public model API.",
          multiline: true,
          ...required,
        }),
        trainingOnCustomerData: fields.text({
          label: "Training on client data",
          description: "Whether client data is used to train models, e.g. Never: client data is not used to train models.",
          multiline: true,
          ...required,
        }),
        modelGovernance: fields.text({
          label: "Model governance",
          description: "How models are checked before release, watched in use, and how an incident is reported.",
          multiline: true,
          ...required,
        }),
        lastPenTest: fields.date({
          label: "Last penetration test (optional)",
          description:
            "The day the last independent test ended. Left empty, the page says Not yet published: never enter a day you cannot show a report for.",
        }),
        penTestBy: fields.text({
          label: "Tested by (optional)",
          description: "The firm that ran it; only with the day above.",
        }),
        dpa: fields.text({
          label: "Data processing agreement (DPA)",
          description: "Whether a client can sign one, and how to ask.",
          multiline: true,
          ...required,
        }),
        baa: fields.text({
          label: "Business associate agreement (BAA)",
          description: "For US clients under HIPAA: whether one can be signed, and how to ask.",
          multiline: true,
          ...required,
        }),
      },
      {
        label: "Client data in delivery",
        description:
          "How the projects we deliver handle a client's data: the trust page shows these first, beside the certifications.",
      },
    ),
  },
});
