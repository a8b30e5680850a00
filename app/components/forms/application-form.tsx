import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { messages } from "#common/messages.ts";
import { applicationFields, nativeConstraints } from "#common/forms/field-table.ts";
import { applicationSchema, type ApplicationData } from "#common/schemas/application.ts";
import { useSubmission } from "./use-submission.ts";
import { emptyApplication as empty, type ApplicationValues } from "#common/forms/form-values.ts";
import { formResolver } from "./form-resolver.ts";
import { useEmailBlurCheck } from "./email-blur.ts";
import { phoneFromText, useEarlyValues, type Normalisers } from "./use-early-values.ts";
import { Field } from "./field.tsx";
import { formNotice } from "#app/content/form-notice.ts";
import { FormEnd, NativeForm, TextField, fieldsOf, useFocusFirstInvalid } from "./form-parts.tsx";
import { PhoneController } from "./phone-field.tsx";
import { ResumeInput } from "./resume-input.tsx";

const resolver = formResolver<ApplicationValues, ApplicationData>(applicationSchema);

const FORM_ID = "application-form";

/** The plain text fields, by where they stand on the page. */
const nameFields = ["first_name", "last_name"] as const;
const workFields = ["notice_period", "current_ctc", "expected_ctc"] as const;
type TextName = (typeof nameFields)[number] | (typeof workFields)[number];

/** What typing lets into each field (the table's filters); the phone is held as E.164. */
const filters: Normalisers<ApplicationValues> = {
  ...Object.fromEntries(
    Object.entries(applicationFields).flatMap(([name, spec]) =>
      "filter" in spec ? [[name, spec.filter]] : [],
    ),
  ),
  phone: phoneFromText,
};

/** "Apply for this job" on a career detail page (`page`: its path, paths.job). */
export function ApplicationForm({ jobTitle, page }: { jobTitle: string; page: string }) {
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<ApplicationValues, unknown, ApplicationData>({
    resolver,
    defaultValues: empty,
    shouldFocusError: false,
  });
  const focusFirstInvalid = useFocusFirstInvalid(FORM_ID);
  const { register, control, handleSubmit, reset, setError, clearErrors, formState } = form;
  // a résumé chosen or dropped before this is replayed by the directive, as a change
  useEarlyValues(FORM_ID, form, filters);
  const { errors } = formState;
  const { submit, sending, honeypotRef } = useSubmission<ApplicationData>(
    messages.applicationSent,
    () => {
      reset(empty);
      setResetKey((key) => key + 1);
    },
    (fields) => {
      for (const [name, message] of Object.entries(fields)) {
        if (name in empty) setError(name as keyof ApplicationValues, { type: "server", message });
      }
    },
  );
  const emailCheck = useEmailBlurCheck(form);
  const about = fieldsOf(FORM_ID, applicationFields, errors);

  const textField = (name: TextName) => (
    <TextField key={name} {...about(name)} registration={register(name)} />
  );

  return (
    <NativeForm
      id={FORM_ID}
      label={`Apply for ${jobTitle}`}
      page={page}
      onSubmit={handleSubmit(submit, focusFirstInvalid)}
    >
      <input type="hidden" {...register("form")} value="application" />
      {nameFields.map(textField)}
      <TextField
        {...about("email")}
        registration={register("email")}
        check={emailCheck}
        placeholder="you@example.com"
      />
      <PhoneController {...about("phone")} control={control} name="phone" resetKey={resetKey} />
      <TextField
        {...about("address")}
        className="sm:col-span-2"
        registration={register("address")}
        rows={2}
      />
      <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:col-span-2 sm:grid-cols-3">
        {workFields.map(textField)}
      </div>
      <Field {...about("file")} className="sm:col-span-2">
        {(a11y) => (
          <Controller
            name="file"
            control={control}
            render={({ field }) => (
              <ResumeInput
                {...a11y}
                ref={field.ref}
                value={field.value}
                onChange={(file, problem) => {
                  field.onChange(file);
                  if (problem) setError("file", { type: "resume", message: problem });
                  else clearErrors("file");
                }}
              />
            )}
          />
        )}
      </Field>
      <Controller
        name="resume_consent"
        control={control}
        render={({ field }) => (
          <label className="mt-2 flex items-start gap-3 text-sm text-ink-soft sm:col-span-2">
            <input
              {...nativeConstraints(applicationFields.resume_consent)}
              name={field.name}
              value="yes"
              checked={field.value === "yes"}
              onChange={(event) => field.onChange(event.target.checked ? "yes" : "")}
              onBlur={field.onBlur}
              className="mt-0.5 size-5 shrink-0 accent-brand"
            />
            <span>
              Keep my résumé for future openings (optional). Without this, it is used for this role
              only.
            </span>
          </label>
        )}
      />
      <FormEnd honeypotRef={honeypotRef} sending={sending} notice={formNotice.application}>
        Submit Application
      </FormEnd>
    </NativeForm>
  );
}
