import { useLayoutEffect, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { paths } from "#app/content/paths.ts";
import { SECURITY_PACK_PATHS } from "#common/endpoints.ts";
import {
  documentRequestFields as fields,
  documentRequestGroups as groups,
} from "#common/forms/document-request-fields.ts";
import { nativeConstraints } from "#common/forms/field-table.ts";
import {
  NDA_ACCEPTED,
  documentRequestMessages,
  documentRequestSchema,
  documentRequestWire as wire,
  type DocumentRequest,
} from "#common/schemas/document-request.ts";
import { useEmailBlurCheck } from "./email-blur.ts";
import { FieldMessage } from "./field.tsx";
import { formResolver } from "./form-resolver.ts";
import { FormEnd, NativeForm, TextField, fieldsOf, useFocusFirstInvalid } from "./form-parts.tsx";
import { endpointUrl, postForm } from "./send-email.ts";
import { useEarlyValues, type Normalisers } from "./use-early-values.ts";
import { useSubmission } from "./use-submission.ts";

// The security-review pack's request form on /trust (issue 42, decision 0029): a real form that
// posts to the pack's endpoint without scripts, and with them checks itself against the same
// schema as the server, shows each message under its field, moves focus to the first mistake and
// sends with fetch and the spam check's solution, as the contact form does.

export interface Choice {
  value: string;
  label: string;
}

export interface DocumentRequestFormProps {
  /** the restricted documents (content/documents/) */
  documents: readonly Choice[];
  /** the accelerators (content/products/) */
  accelerators: readonly Choice[];
  /** the version of the non-disclosure terms the page shows, posted with the request */
  ndaVersion: string;
  /** the id of the terms' text on the page, which the acceptance box points to */
  ndaTermsId: string;
  /** the words beside the acceptance box */
  ndaAccept: string;
  submitLabel: string;
  purposeHint: string;
}

export const DOCUMENT_REQUEST_FORM_ID = "document-request-form";
const FORM_ID = DOCUMENT_REQUEST_FORM_ID;

interface Values {
  name: string;
  email: string;
  organization: string;
  role: string;
  purpose: string;
  accelerators: string[];
  documents: string[];
  nda: string;
  ndaVersion: string;
}

const resolver = formResolver<Values, DocumentRequest>(documentRequestSchema);

const textNames = ["name", "organization", "role"] as const;

const filters: Normalisers<Values> = Object.fromEntries(
  Object.entries(fields).flatMap(([name, spec]) => ("filter" in spec ? [[name, spec.filter]] : [])),
);

/** The request as the endpoint reads it: the wire's names, lists as repeated fields. */
function toBody(data: DocumentRequest, honeypot: string, spam?: string): FormData {
  const body = new FormData();
  for (const key of ["name", "email", "organization", "role", "purpose", "ndaVersion"] as const) {
    body.set(wire[key], data[key]);
  }
  body.set(wire.nda, data.nda);
  for (const slug of data.documents) body.append(wire.documents, slug);
  for (const slug of data.accelerators) body.append(wire.accelerators, slug);
  body.set(wire.honeypot, honeypot);
  if (spam) body.set(wire.spam, spam);
  return body;
}

const requestUrl = endpointUrl(SECURITY_PACK_PATHS.request);

/** The boxes ticked in the page before the island hydrated (none when rendered at build). */
function earlyChoices(): Pick<Values, "documents" | "accelerators" | "nda"> | Record<never, never> {
  // at build there is no page (the renderer may still define a `document`)
  if (typeof HTMLFormElement === "undefined") return {};
  const element = document.getElementById(FORM_ID);
  if (!(element instanceof HTMLFormElement)) return {};
  const data = new FormData(element);
  return {
    documents: data.getAll("documents").map(String),
    accelerators: data.getAll("accelerators").map(String),
    nda: data.get("nda") === NDA_ACCEPTED ? NDA_ACCEPTED : "",
  };
}

const boxClasses = "mt-0.5 size-5 shrink-0 accent-brand";

export function DocumentRequestForm(props: DocumentRequestFormProps) {
  const empty: Values = {
    name: "",
    email: "",
    organization: "",
    role: "",
    purpose: "",
    accelerators: [],
    documents: [],
    nda: "",
    ndaVersion: props.ndaVersion,
  };
  // boxes ticked before hydration, read as the first render runs: react-hook-form unticks every
  // box of a group whose default is a list when it registers them, so they become the defaults
  const [early] = useState(earlyChoices);
  const form = useForm<Values, unknown, DocumentRequest>({
    resolver,
    defaultValues: { ...empty, ...early },
    shouldFocusError: false,
  });
  const { register, handleSubmit, reset, setError, formState, setValue } = form;
  const { errors } = formState;
  const focusFirstInvalid = useFocusFirstInvalid(FORM_ID);
  useEarlyValues(FORM_ID, form, filters);
  // useEarlyValues reads each box as one value; the groups are lists
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(early)) setValue(name as keyof Values, value);
  }, [early, setValue]);
  const { submit, sending, honeypotRef } = useSubmission<DocumentRequest>(
    documentRequestMessages.requestSent,
    () => reset(empty),
    (named) => {
      for (const [name, message] of Object.entries(named)) {
        if (name in empty) setError(name as keyof Values, { type: "server", message });
      }
    },
    (data, honeypot, spam) => postForm(requestUrl, toBody(data, honeypot, spam)),
  );
  const emailCheck = useEmailBlurCheck(form);
  const fieldId = (name: string) => `${FORM_ID}-${name}`;
  const about = fieldsOf(FORM_ID, fields, errors);

  const textField = (name: (typeof textNames)[number]) => (
    <TextField key={name} {...about(name)} registration={register(name)} />
  );

  const group = (name: "documents" | "accelerators", choices: readonly Choice[]) => {
    const error = errors[name]?.message;
    const errorId = fieldId(`${name}-error`);
    const registration: UseFormRegisterReturn<typeof name> = register(name);
    return (
      <fieldset
        className="flex flex-col gap-2 sm:col-span-2"
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink">
          {groups[name].label}
          {name === "accelerators" && <span className="font-normal text-muted"> (optional)</span>}
        </legend>
        {/* each choice a 44 px row, the whole of it the tap target (DESIGN.md: at least 44 x 44
            on touch screens; at 390 px each was 24 px tall) */}
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {choices.map((choice) => (
            <li key={choice.value}>
              <label className="flex min-h-11 items-start gap-3 py-2.5 text-ink-soft">
                <input
                  {...registration}
                  type="checkbox"
                  value={choice.value}
                  aria-invalid={error ? true : undefined}
                  className={boxClasses}
                />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldMessage id={errorId} message={error} reserve={groups[name].shows} />
      </fieldset>
    );
  };

  const ndaError = errors.nda?.message ?? errors.ndaVersion?.message;
  return (
    <NativeForm
      id={FORM_ID}
      label={props.submitLabel}
      action={requestUrl}
      page={paths.trust}
      onSubmit={handleSubmit(submit, focusFirstInvalid)}
    >
      {textNames.slice(0, 1).map(textField)}
      <TextField
        {...about("email")}
        registration={register("email")}
        check={emailCheck}
        placeholder="you@hospital.org"
      />
      {textNames.slice(1).map(textField)}
      <TextField
        {...about("purpose")}
        hint={props.purposeHint}
        className="sm:col-span-2"
        registration={register("purpose")}
        rows={3}
      />
      {group("documents", props.documents)}
      {group("accelerators", props.accelerators)}
      <input type="hidden" {...register("ndaVersion")} value={props.ndaVersion} />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label className="flex items-start gap-3 text-ink-soft">
          <input
            {...register("nda")}
            {...nativeConstraints(fields.nda)}
            value={NDA_ACCEPTED}
            aria-invalid={ndaError ? true : undefined}
            aria-describedby={[props.ndaTermsId, ndaError ? fieldId("nda-error") : ""]
              .filter(Boolean)
              .join(" ")}
            className={boxClasses}
          />
          <span>{props.ndaAccept}</span>
        </label>
        <FieldMessage id={fieldId("nda-error")} message={ndaError} reserve={fields.nda.shows} />
      </div>
      <FormEnd honeypotRef={honeypotRef} sending={sending}>
        {props.submitLabel}
      </FormEnd>
    </NativeForm>
  );
}
