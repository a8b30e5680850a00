import { useEffect, useRef, useState } from "react";
import type { Submission } from "#common/compose-body.ts";
import { messages } from "#common/messages.ts";
import { prepareToasts, toastError, toastSuccess } from "./form-toast.ts";
import { sendEmail, type SendResult } from "./send-email.ts";
import { startSpamCheck, takeSpamSolution } from "./spam-solver.ts";

/**
 * How long a Submit waits for a solution still being worked out before it sends without one
 * (the server then applies its stricter limit for unverified posts): never long.
 */
const SPAM_WAIT_MS = 1_000;

/**
 * Sends a validated form once at a time: `sending` drives the button, the ref guard stops
 * a second submission that slips in before React re-renders. On failure nothing is reset,
 * so everything the visitor typed stays.
 */
export function useSubmission<T>(
  successMessage: string,
  onSent: () => void,
  /** the server's messages per field, when it refused the submission and named them */
  onFieldErrors: (fields: Record<string, string>) => void = () => {},
  /** how the data travels: the enquiry endpoint, unless the form has its own (the pack's request) */
  send: (data: T, honeypot: string, spam?: string) => Promise<SendResult> = (data, ...rest) =>
    sendEmail(data as Submission, ...rest),
) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(prepareToasts, []);
  // The spam check's challenge is fetched and solved while the visitor types (decision 0020).
  useEffect(startSpamCheck, []);

  const submit = async (data: T) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const spam = await takeSpamSolution(SPAM_WAIT_MS);
      const result = await send(data, honeypotRef.current?.value ?? "", spam);
      if (result.ok) {
        // for the owner's analytics (app/behaviours/analytics.ts, decision 0037)
        document.dispatchEvent(
          new CustomEvent("enquiry-sent", {
            detail: { kind: (data as { form?: string }).form ?? "document-request" },
          }),
        );
        onSent();
        void toastSuccess(successMessage);
      } else {
        onFieldErrors(result.fields);
        void toastError(messages.sendFailed);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { submit, sending, honeypotRef };
}
