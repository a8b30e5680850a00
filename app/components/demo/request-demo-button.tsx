import { CalendarDays } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button.tsx";
import { paths } from "~/content/paths.ts";
import { useHistoryDismiss } from "~/lib/use-history-dismiss.ts";
import { DemoDialog } from "./demo-dialog.tsx";

interface RequestDemoButtonProps {
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Every "Request a Demo" button of the site. It opens the demo scheduler in a dialog (Back,
 * Escape and Close close it); without JavaScript it stays a link to the contact page.
 */
export function RequestDemoButton({ variant = "primary", className }: RequestDemoButtonProps) {
  const [open, setOpen] = useState(false);
  const { dismiss, dismissForNavigation } = useHistoryDismiss("demo-dialog", open, () =>
    setOpen(false),
  );

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <ButtonLink
        to={paths.contact}
        onClick={openDialog}
        aria-haspopup="dialog"
        variant={variant}
        size="lg"
        className={className}
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        Request a Demo
      </ButtonLink>
      <DemoDialog open={open} onClose={dismiss} onNavigate={dismissForNavigation} />
    </>
  );
}
