import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { messages } from "#common/messages.ts";
import { EMAIL_PATTERN } from "#common/schemas/fields.ts";

type Target = HTMLInputElement | HTMLTextAreaElement;

/**
 * The spec's blur-time email message ("Please enter a valid email."), shown only when it is
 * true: leaving a non-empty, badly formed address. It goes away as soon as the address is
 * fixed; a submit-time message is left to the schema.
 *
 * Not when focus leaves for the form's own submit button: the message would appear between
 * the pointer's press and release, push the button down from under the pointer, and the
 * click (and the send) would be lost. The submit shows the schema's message instead.
 */
export function useEmailBlurCheck<T extends FieldValues & { email: string }>(
  form: UseFormReturn<T, unknown, unknown>,
) {
  const name = "email" as Path<T>;
  return <N extends string>(registration: UseFormRegisterReturn<N>): UseFormRegisterReturn<N> => ({
    ...registration,
    onBlur: (event) => {
      const value = (event.target as Target).value;
      const current = form.getFieldState(name).error;
      const next = (event as { relatedTarget?: EventTarget | null }).relatedTarget;
      const sending = next instanceof HTMLButtonElement && next.type === "submit";
      if (value && !EMAIL_PATTERN.test(value) && !current && !sending) {
        form.setError(name, { type: "blur", message: messages.emailInvalidOnBlur });
      }
      return registration.onBlur(event);
    },
    onChange: (event) => {
      const result = registration.onChange(event);
      if (
        form.getFieldState(name).error?.type === "blur" &&
        EMAIL_PATTERN.test((event.target as Target).value)
      ) {
        form.clearErrors(name);
      }
      return result;
    },
  });
}
