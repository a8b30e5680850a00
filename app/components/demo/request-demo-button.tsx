import { CalendarDays } from "lucide-react";
import { DEMO_SCHEDULER_PATH } from "#common/endpoints.ts";
import { ButtonLink, type ButtonVariant } from "#app/components/ui/button.tsx";
import { demoWords } from "#app/content/products.ts";
import { needsBehaviour } from "#app/lib/needs-behaviour.ts";
import { DEMO_DIALOG_ID } from "#app/lib/overlay-ids.ts";

interface RequestDemoButtonProps {
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Every "Request a Demo" button of the site. A link to the scheduler (in a new tab), so it
 * works without JavaScript; app/behaviours/demo-dialog.ts opens the scheduler in the page's
 * dialog instead (Back, Escape and Close close it), and a click before that script has loaded
 * waits for it (needsBehaviour).
 */
export function RequestDemoButton({ variant = "primary", className }: RequestDemoButtonProps) {
  return (
    <ButtonLink
      href={DEMO_SCHEDULER_PATH}
      target="_blank"
      rel="noopener"
      data-demo-open={DEMO_DIALOG_ID}
      {...needsBehaviour}
      aria-haspopup="dialog"
      variant={variant}
      size="lg"
      className={className}
    >
      <CalendarDays aria-hidden="true" className="size-5" />
      {demoWords.button}
    </ButtonLink>
  );
}
