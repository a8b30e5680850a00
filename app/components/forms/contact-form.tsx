import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "#common/messages.ts";
import { contactFields as fields } from "#common/forms/field-table.ts";
import {
  contactForms,
  contactSchema,
  type ContactData,
  type ContactFormKind,
} from "#common/schemas/contact.ts";
import { emptyContact, type ContactValues } from "#common/forms/form-values.ts";
import { prefillTarget, subjectFromQuery } from "#common/forms/prefill.ts";
import { useSubmission } from "./use-submission.ts";
import { formResolver } from "./form-resolver.ts";
import { useEmailBlurCheck } from "./email-blur.ts";
import { phoneFromText, useEarlyValues, type Normalisers } from "./use-early-values.ts";
import { FormTabs, tabPanelId } from "./form-tabs.tsx";
import { formNotice } from "#app/content/form-notice.ts";
import { paths } from "#app/content/paths.ts";
import { FormEnd, NativeForm, TextField, fieldsOf, useFocusFirstInvalid } from "./form-parts.tsx";
import { PhoneController } from "./phone-field.tsx";

const tabLabels: Record<ContactFormKind, string> = {
  quote: "Request a Quote",
  general: "General Enquiry",
};
const tabs = contactForms.map((key) => ({ key, label: tabLabels[key] }));

const empty = emptyContact;

const resolver = formResolver<ContactValues, ContactData>(contactSchema);

/** What typing lets into each field (the table's filters); the phone is held as E.164. */
const filters = {
  name: fields.name.filter,
  organization: fields.organization.filter,
  email: fields.email.filter,
  phone: phoneFromText,
} satisfies Normalisers<ContactValues>;

/**
 * The contact page's form: Request a Quote (default) and General Enquiry, one real form per
 * tab so both work without scripts. Switching tabs clears all fields and errors, so nothing typed for one enquiry is sent with the other.
 */
export function ContactForm() {
  const [tab, setTab] = useState<ContactFormKind>("quote");
  const [generation, setGeneration] = useState(0);
  // A link may name the General Enquiry's subject (/contact?subject=…#general): the server
  // wrote it into the page, and the form starts from it, read by the same rule. It renders
  // nothing of its own, so the first render still matches the static HTML.
  const [linkedSubject] = useState(() =>
    typeof window === "undefined" ? undefined : subjectFromQuery(window.location.search),
  );

  useEffect(() => {
    // A link to /contact#general, or a tab chosen before the page's scripts ran. Read after
    // hydration, not during it, so the first render matches the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (window.location.hash === `#${tabPanelId("general")}`) setTab("general");
  }, []);

  const switchTab = (next: ContactFormKind) => {
    setTab(next);
    setGeneration((value) => value + 1);
    window.history.replaceState(window.history.state, "", `#${tabPanelId(next)}`);
  };

  return (
    <FormTabs
      label="Enquiry type"
      selected={tab}
      onSelect={switchTab}
      tabs={tabs.map((item) => ({
        ...item,
        // a new key remounts the panel: every field and error of both tabs starts empty
        // only the first panel: switching tabs clears every field
        panel: (
          <ContactPanel
            key={`${item.key}-${generation}`}
            kind={item.key}
            subject={generation === 0 && item.key === "general" ? linkedSubject : undefined}
          />
        ),
      }))}
    />
  );
}

function ContactPanel({ kind, subject }: { kind: ContactFormKind; subject?: string }) {
  const formId = `contact-${kind}`;
  const defaults = subject === undefined ? empty(kind) : { ...empty(kind), subject };
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<ContactValues, unknown, ContactData>({
    resolver,
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const focusFirstInvalid = useFocusFirstInvalid(formId);
  useEarlyValues(formId, form, filters);
  const { register, control, handleSubmit, reset, formState, setError } = form;
  const { errors } = formState;
  const about = fieldsOf(formId, fields, errors);
  const { submit, sending, honeypotRef } = useSubmission<ContactData>(
    messages.contactSent,
    () => {
      reset(empty(kind));
      setResetKey((key) => key + 1);
    },
    (fields) => {
      for (const [name, message] of Object.entries(fields)) {
        if (name in defaults) setError(name as keyof ContactValues, { type: "server", message });
      }
    },
  );
  const emailCheck = useEmailBlurCheck(form);

  return (
    <NativeForm
      id={formId}
      label={tabLabels[kind]}
      page={paths.contact}
      onSubmit={handleSubmit(submit, focusFirstInvalid)}
    >
      <input type="hidden" {...register("form")} value={kind} />
      <TextField {...about("name")} registration={register("name")} placeholder="Your full name" />
      {kind === "quote" && (
        <TextField
          {...about("organization")}
          registration={register("organization")}
          placeholder="Hospital, company or institution"
        />
      )}
      <TextField
        {...about("email")}
        registration={register("email")}
        check={emailCheck}
        placeholder="you@company.com"
      />
      <PhoneController {...about("phone")} control={control} name="phone" resetKey={resetKey} />
      {kind === "general" && (
        <TextField
          {...about("subject")}
          registration={register("subject")}
          extra={prefillTarget}
          placeholder="What is it about?"
        />
      )}
      <TextField
        {...about("message")}
        className="sm:col-span-2"
        registration={register("message")}
        rows={5}
        placeholder={
          kind === "quote"
            ? "Tell us about the project, its scope and your timeline."
            : "How can we help?"
        }
      />
      <FormEnd honeypotRef={honeypotRef} sending={sending} notice={formNotice.contact}>
        Send
      </FormEnd>
    </NativeForm>
  );
}
