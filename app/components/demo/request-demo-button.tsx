import { CalendarDays } from "lucide-react";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button.tsx";
import { paths } from "~/content/paths.ts";

interface RequestDemoButtonProps {
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Every "Request a Demo" button of the site. Without JavaScript it leads to the contact
 * page; the demo-scheduler dialog (forms issue) takes over the click once it lands.
 */
export function RequestDemoButton({ variant = "primary", className }: RequestDemoButtonProps) {
  return (
    <ButtonLink to={paths.contact} variant={variant} size="lg" className={className}>
      <CalendarDays aria-hidden="true" className="size-5" />
      Request a Demo
    </ButtonLink>
  );
}
