import { useId, useState } from "react";
import type { HealthcareItem } from "~/content/healthcare.ts";

interface WhyUsPanelsProps {
  panels: readonly HealthcareItem[];
}

/**
 * Expanding panels: hovering a panel, focusing its button (keyboard) or tapping it
 * (touch) expands it. Exactly one is expanded at a time; the first is by default.
 * The whole panel is the button's hit area (stretched ::after), so a tap anywhere works.
 */
export function WhyUsPanels({ panels }: WhyUsPanelsProps) {
  const [active, setActive] = useState(0);
  const baseId = useId();

  return (
    <ul className="flex flex-col gap-3 lg:h-[26rem] lg:flex-row lg:gap-4">
      {panels.map(({ icon: Icon, title, description }, index) => {
        const expanded = index === active;
        const regionId = `${baseId}-panel-${index}`;
        return (
          <li
            key={title}
            data-expanded={expanded}
            onMouseEnter={() => setActive(index)}
            className={`relative grid grid-cols-[3rem_1fr_auto] items-start gap-x-4 overflow-hidden rounded-card border p-4 sm:p-5 transition-[flex-grow,background-color,border-color] duration-300 ease-out has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-brand md:p-6 lg:flex lg:min-w-0 lg:flex-col ${
              expanded
                ? "border-ink bg-ink bg-[radial-gradient(circle_at_100%_100%,color-mix(in_oklab,var(--color-teal)_45%,transparent),transparent_55%)] text-white lg:grow-[3]"
                : "border-line bg-white text-ink hover:border-brand lg:grow"
            } lg:basis-0`}
          >
            <span
              aria-hidden="true"
              className={`flex size-12 shrink-0 items-center justify-center rounded-xl transition-colors duration-300 ${
                expanded ? "bg-white/10 text-teal-soft" : "bg-brand-soft text-brand"
              }`}
            >
              <Icon className="size-6" />
            </span>
            <span
              aria-hidden="true"
              className={`order-3 flex h-12 items-center text-sm font-semibold tabular-nums lg:order-none lg:mt-4 lg:h-auto ${
                expanded ? "text-white/70" : "text-muted"
              }`}
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div className="order-2 lg:order-none lg:mt-auto">
              <h3 className="flex min-h-12 items-center text-lg leading-snug font-semibold lg:block lg:min-h-0">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={regionId}
                  onFocus={() => setActive(index)}
                  onClick={() => setActive(index)}
                  className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {title}
                </button>
              </h3>
            </div>
            <p
              id={regionId}
              hidden={!expanded}
              className="order-4 col-span-3 mt-3 text-white/80 transition-[opacity,translate] duration-300 starting:translate-y-2 starting:opacity-0 lg:w-[16rem] xl:w-[20rem]"
            >
              {description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
