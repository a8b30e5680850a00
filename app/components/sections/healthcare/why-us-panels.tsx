import type { WhyUsPanel } from "#app/content/healthcare.ts";

interface WhyUsPanelsProps {
  panels: readonly WhyUsPanel[];
}

/**
 * Expanding panels, with CSS alone (the `expanded:` variants in app.css): hovering a panel,
 * or focusing its button (keyboard, or a tap on touch screens) expands it. One is expanded
 * at a time; the first is by default. The whole panel is the button's hit area (stretched
 * ::after), so a tap anywhere works. A collapsed panel shows its one-line summary; its
 * description stays readable to screen readers. On wide screens every panel reads from the
 * top (icon and number, then title, then words), so the titles line up across the row
 * whichever is expanded; the row is at least 21rem tall, which every panel's words fit from
 * 1024 px, expanded or not, so a hover does not move the page.
 */
export function WhyUsPanels({ panels }: WhyUsPanelsProps) {
  return (
    <ul className="why-us-panels flex flex-col gap-3 lg:min-h-[21rem] lg:flex-row lg:gap-4">
      {panels.map(({ icon: Icon, title, summary, description }, index) => {
        return (
          <li
            key={title}
            className={`relative grid grid-cols-[3rem_1fr_auto] items-start gap-x-4 overflow-hidden rounded-card border p-4 sm:p-5 transition-[flex-grow,background-color,border-color] duration-300 ease-out has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-brand md:p-6 lg:flex lg:min-w-0 lg:grow lg:basis-0 lg:flex-col border-line bg-white text-ink hover:border-brand expanded:border-ink expanded:bg-ink expanded:bg-[radial-gradient(circle_at_100%_100%,color-mix(in_oklab,var(--color-teal)_45%,transparent),transparent_55%)] expanded:text-white expanded:lg:grow-[3]`}
          >
            <span
              aria-hidden="true"
              className={`flex size-12 shrink-0 items-center justify-center rounded-xl transition-colors duration-300 bg-brand-soft text-brand in-expanded:bg-white/10 in-expanded:text-teal-soft`}
            >
              <Icon className="size-6" />
            </span>
            <span
              aria-hidden="true"
              className={`order-3 flex h-12 items-center text-sm font-semibold tabular-nums lg:absolute lg:top-6 lg:right-6 text-muted in-expanded:text-white/70`}
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div className="order-2 lg:order-none lg:mt-6">
              <h3 className="flex min-h-12 items-center text-lg leading-snug font-semibold lg:block lg:min-h-0">
                <button
                  type="button"
                  aria-describedby={`why-us-panel-${index}`}
                  className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {title}
                </button>
              </h3>
              <p className="mt-1 text-sm leading-snug text-pretty text-muted lg:mt-2 in-expanded:hidden">
                {summary}
              </p>
            </div>
            <p
              id={`why-us-panel-${index}`}
              className="sr-only order-4 col-span-3 mt-3 text-white/80 in-expanded:not-sr-only in-expanded:transition-[opacity,translate] in-expanded:duration-300 in-expanded:starting:translate-y-2 in-expanded:starting:opacity-0 in-expanded:lg:w-[16rem] in-expanded:xl:w-[20rem]"
            >
              {description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
