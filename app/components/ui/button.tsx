import type { ComponentProps, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";
export type ButtonSize = "md" | "lg";

// no white-space: nowrap: a label wraps where its line is too narrow (320 px with WCAG 1.4.12's
// text spacing: "Talk to Our Healthcare Team"), and nowhere else, as a button takes its whole
// label's width when there is room
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-strong",
  secondary: "border border-line bg-white text-ink hover:border-brand hover:text-brand",
  ghost: "text-brand hover:bg-brand-soft",
  inverse: "bg-white text-ink hover:bg-brand-soft",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3.5 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

interface Styled {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({
  variant,
  size,
  className = "",
  children,
  ...props
}: ComponentProps<"a"> & Styled) {
  return (
    <a {...props} className={`${buttonClasses(variant, size)} ${className}`}>
      {children}
    </a>
  );
}

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & Styled) {
  return (
    <button {...props} type={type} className={`${buttonClasses(variant, size)} ${className}`} />
  );
}

/**
 * A hero's calls to action, one pattern on every hero (the home page, healthcare, a job, a
 * product; review 6): on phones (below sm, 640 px) stacked, each the column's full width, a
 * target the thumb finds and labels that never wrap beside one another; from sm side by side,
 * each as wide as its label. A single button follows the same rule.
 */
export function HeroActions({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center ${className}`}>
      {children}
    </div>
  );
}
