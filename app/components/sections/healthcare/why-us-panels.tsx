import { cardGridWideColumns } from "#app/components/ui/card-grid.ts";
import type { WhyUsPanel } from "#app/content/healthcare.ts";

interface WhyUsPanelsProps {
  panels: readonly WhyUsPanel[];
}

/**
 * Expanding panels, with CSS alone (the `expanded:` variants in app.css): hovering a panel,
 * or focusing its button (keyboard, or a tap on touch screens) expands it. One is expanded
 * at a time; the first is by default. The whole panel is the button's hit area (stretched
 * ::after), so a tap anywhere works. A collapsed panel shows its one-line summary; its
 * description stays readable to screen readers.
 *
 * On wide screens the panels are cards of the one grid rule (card-grid.ts: five are 3 + 2,
 * centred), not a row of five where four narrow panels stood half empty beside the expanded
 * one (issue 43). In each card two layers share one cell, the taller setting its height, and
 * swap by opacity: collapsed, the summary and the description's first lines (a preview,
 * hidden from screen readers, which read the description itself); expanded, the whole
 * description. Expanding a card changes its colours and words, never its size, so a hover
 * does not move the page. Below 1024 px the panels are a list of rows, and the expanded one
 * opens its description under its title.
 */
export function WhyUsPanels({ panels }: WhyUsPanelsProps) {
  return (
    <ul
      className={`why-us-panels grid gap-3 md:gap-4 lg:gap-6 ${cardGridWideColumns(panels.length)}`}
    >
      {panels.map(({ icon: Icon, title, summary, description }, index) => {
        return (
          <li
            key={title}
            className={`relative grid grid-cols-[3rem_1fr_auto] items-start gap-x-4 overflow-hidden rounded-card border p-4 sm:p-5 transition-[background-color,border-color] duration-300 ease-out has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-brand lg:flex lg:flex-col lg:p-6 border-line bg-white text-ink hover:border-brand expanded:border-ink expanded:bg-ink expanded:bg-[radial-gradient(circle_at_100%_100%,color-mix(in_oklab,var(--color-teal)_45%,transparent),transparent_55%)] expanded:text-white`}
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
            <div className="order-2 lg:order-none lg:mt-5 lg:w-full">
              <h3 className="flex min-h-12 items-center text-lg leading-snug font-semibold lg:block lg:min-h-0">
                <button
                  type="button"
                  aria-describedby={`why-us-panel-${index}`}
                  className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {title}
                </button>
              </h3>
              <div className="mt-1 grid lg:mt-2">
                <div className="[grid-area:1/1] transition-opacity duration-300 in-expanded:max-lg:hidden lg:in-expanded:opacity-0">
                  <p className="text-sm leading-snug text-pretty text-muted lg:text-base lg:font-medium lg:text-ink-soft">
                    {summary}
                  </p>
                  <p
                    aria-hidden="true"
                    className="mt-2 line-clamp-3 text-sm text-muted max-lg:hidden"
                  >
                    {description}
                  </p>
                </div>
                <p
                  id={`why-us-panel-${index}`}
                  className="sr-only [grid-area:1/1] text-pretty text-white/80 transition-opacity duration-300 lg:not-sr-only lg:text-sm lg:opacity-0 in-expanded:not-sr-only in-expanded:mt-2 in-expanded:opacity-100 lg:in-expanded:mt-0"
                >
                  {description}
                </p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
