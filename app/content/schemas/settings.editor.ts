// "Company details" in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (settings.ts). Editor-only: the site never imports it.
import { fields, singleton } from "@keystatic/core";
import { cinProblem, gstinProblem } from "../../../scripts/registration-numbers.ts";
import { checked } from "../../../editor/forms/checks.tsx";
import { options, required } from "./editor-fields.ts";
import { SOCIAL_NETWORKS } from "./settings.ts";

export const settingsEditor = singleton({
  label: "Company details",
  path: "content/settings/company",
  format: { data: "yaml" },
  schema: {
    name: fields.text({ label: "Brand name", ...required }),
    legalName: fields.text({ label: "Registered company name", ...required }),
    description: fields.text({
      label: "What the company does (one sentence)",
      multiline: true,
      ...required,
    }),
    // text, not a number field: that one would show the year as "2,025"
    copyrightYear: fields.text({
      label: "Copyright year",
      validation: { isRequired: true, pattern: { regex: /^\d{4}$/, message: "Four digits" } },
    }),
    email: fields.text({ label: "Contact e-mail", ...required }),
    phones: fields.array(
      fields.object({
        label: fields.text({ label: "Who answers (e.g. Sales)", ...required }),
        number: fields.text({
          label: "Number",
          description: "International, with spaces between groups: +91 80 5550 0101",
          ...required,
        }),
      }),
      { label: "Phone numbers", itemLabel: (props) => props.fields.label.value },
    ),
    address: fields.object(
      {
        lines: fields.array(fields.text({ label: "Line", ...required }), {
          label: "Address as printed, line by line",
          itemLabel: (props) => props.value,
        }),
        country: fields.text({ label: "Country", ...required }),
        streetAddress: fields.text({ label: "Street address (for search engines)", ...required }),
        locality: fields.text({ label: "City", ...required }),
        region: fields.text({ label: "State", ...required }),
        postalCode: fields.text({ label: "Postal code", ...required }),
        countryCode: fields.text({ label: "Country code (two letters, e.g. IN)", ...required }),
      },
      { label: "Office address" },
    ),
    registration: fields.object(
      {
        // the launch check's rules, as the owner types: a warning, so the rest still saves
        cin: checked(
          fields.text({ label: "Corporate Identity Number (CIN)", ...required }),
          cinProblem,
          { blocking: false },
        ),
        gstin: checked(fields.text({ label: "GST number (GSTIN)", ...required }), gstinProblem, {
          blocking: false,
        }),
        registeredOffice: fields.text({ label: "Registered office", ...required }),
      },
      { label: "Registration (legal notice)" },
    ),
    social: fields.array(
      fields.object({
        network: fields.select({
          label: "Network",
          options: options(SOCIAL_NETWORKS),
          defaultValue: SOCIAL_NETWORKS[0],
        }),
        href: fields.url({ label: "Link to the company's page (https://…)", ...required }),
      }),
      { label: "Social links", itemLabel: (props) => props.fields.network.value },
    ),
  },
});
