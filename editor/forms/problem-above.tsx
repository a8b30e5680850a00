// A field's problem shown above it as the owner works (a post's text: markdown-body.ts).
// Keystatic shows no message for a content field's own check, and the text fills its pane, so a
// message under it would sit at the end of a long post. Editor-only.
import type { FormFieldInputProps } from "@keystatic/core";
import type { ComponentType } from "react";
import { problemStyle } from "./checks.tsx";

export function problemAbove<V>(
  Input: ComponentType<FormFieldInputProps<V>>,
  problem: (value: V) => string | undefined,
) {
  return function InputWithProblem(props: FormFieldInputProps<V>) {
    const found = problem(props.value);
    return (
      <>
        {found && (
          <p role="alert" className="editor-check editor-check-above">
            <style>{`${problemStyle} .editor-check-above { margin: 0.5rem 1rem; }`}</style>
            {found}
          </p>
        )}
        <Input {...props} />
      </>
    );
  };
}
