import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import {
  emailFilter,
  lettersAndSpaces,
  organizationFilter,
} from "../../../common/input-filters.ts";
import { FIELD_MAX } from "../../../common/limits.ts";
import { messages } from "../../../common/messages.ts";
import {
  contactSchema,
  type ContactData,
  type ContactFormKind,
} from "../../../common/schemas/contact.ts";
import { sendEmailUrl } from "~/lib/send-email.ts";
import { useSubmission } from "~/lib/use-submission.ts";
import { useEmailBlurCheck } from "./email-blur.ts";
import { Field, controlClasses } from "./field.tsx";
import { FormTabs } from "./form-tabs.tsx";
import { EmailInput, filtered, Honeypot, SubmitButton } from "./form-parts.tsx";
import { PhoneController } from "./phone-field.tsx";

/** Every field of both tabs; the schema keeps only those of the submitted tab. */
interface ContactValues {
  form: ContactFormKind;
  name: string;
  organization: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const tabs = [
  { key: "quote", label: "Request a Quote" },
  { key: "general", label: "General Enquiry" },
] as const;

const empty = (form: ContactFormKind): ContactValues => ({
  form,
  name: "",
  organization: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
});

const resolver = zodResolver(contactSchema) as unknown as Resolver<
  ContactValues,
  unknown,
  ContactData
>;

/** The contact page's form: Request a Quote (default) and General Enquiry. */
export function ContactForm() {
  const id = useId();
  const [tab, setTab] = useState<ContactFormKind>("quote");
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<ContactValues, unknown, ContactData>({
    resolver,
    defaultValues: empty("quote"),
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const clear = (next: ContactFormKind) => {
    reset(empty(next));
    setResetKey((key) => key + 1);
  };
  const { submit, sending, honeypotRef } = useSubmission<ContactData>(messages.contactSent, () =>
    clear(tab),
  );
  const emailCheck = useEmailBlurCheck(form);

  const switchTab = (next: ContactFormKind) => {
    setTab(next);
    clear(next);
  };

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <FormTabs
      id={`${id}-tabs`}
      label="Enquiry type"
      tabs={tabs}
      selected={tab}
      onSelect={switchTab}
    >
      <form
        noValidate
        // Before hydration a submit must post to the endpoint, never put personal data in a URL.
        method="post"
        action={sendEmailUrl}
        encType="multipart/form-data"
        aria-label={tab === "quote" ? "Request a Quote" : "General Enquiry"}
        onSubmit={handleSubmit(submit)}
        className="relative grid grid-cols-1 gap-6 sm:grid-cols-2"
      >
        <input type="hidden" {...register("form")} />
        <Field id={fieldId("name")} label="Name" error={errors.name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...filtered(register("name"), lettersAndSpaces)}
              type="text"
              autoComplete="name"
              maxLength={FIELD_MAX.name}
              placeholder="Your full name"
              className={controlClasses}
            />
          )}
        </Field>
        {tab === "quote" && (
          <Field
            id={fieldId("organization")}
            label="Organization"
            error={errors.organization?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...filtered(register("organization"), organizationFilter)}
                type="text"
                autoComplete="organization"
                maxLength={FIELD_MAX.organization}
                placeholder="Hospital, company or institution"
                className={controlClasses}
              />
            )}
          </Field>
        )}
        <Field id={fieldId("email")} label="Email" error={errors.email?.message}>
          {(a11y) => (
            <EmailInput
              {...a11y}
              registration={emailCheck(filtered(register("email"), emailFilter))}
              placeholder="you@company.com"
            />
          )}
        </Field>
        <Field id={fieldId("phone")} label="Phone" error={errors.phone?.message}>
          {(a11y) => (
            <PhoneController control={control} name="phone" a11y={a11y} resetKey={resetKey} />
          )}
        </Field>
        {tab === "general" && (
          <Field id={fieldId("subject")} label="Subject" error={errors.subject?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register("subject")}
                type="text"
                maxLength={FIELD_MAX.subject}
                placeholder="What is it about?"
                className={controlClasses}
              />
            )}
          </Field>
        )}
        <Field
          id={fieldId("message")}
          label="Message"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...register("message")}
              rows={5}
              maxLength={FIELD_MAX.message}
              placeholder={
                tab === "quote"
                  ? "Tell us about the project, its scope and your timeline."
                  : "How can we help?"
              }
              className={`${controlClasses} resize-y`}
            />
          )}
        </Field>
        <Honeypot ref={honeypotRef} />
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">We use these details only to answer your enquiry.</p>
          <SubmitButton sending={sending}>Send</SubmitButton>
        </div>
      </form>
    </FormTabs>
  );
}
