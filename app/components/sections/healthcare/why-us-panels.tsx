import { cardGridWideColumns } from "#app/components/ui/card-grid.ts";
import type { WhyUsPanel } from "#app/content/healthcare.ts";

interface WhyUsPanelsProps {
  panels: readonly WhyUsPanel[];
}

/**
 * Expanding panels, with CSS alone (the `expanded:` variants in app.css): hovering a panel,
 * or focusing its button (keyboard, or a tap on touch screens) expands it. One is expanded
 * at a time; the first is by default. The whole panel is the button's hit area (stretched
 * ::after), so a tap anywhere works. A collapsed row shows its one-line summary; its
 * description stays readable to screen readers.
 *
 * On wide screens the panels are cards of the one grid rule (card-grid.ts: five are 3 + 2,
 * centred), not a row of five where four narrow panels stood half empty beside the expanded
 * one (issue 43). Each card shows its title, its summary and its whole description; the
 * expanded one is the dark card. A collapsed card once showed a three-line preview of its
 * description, cut mid-word with "…", and the expanded one no summary (the review of
 * 2026-11-28): the words are now the same in both states, so expanding a card changes its
 * colours, never its words' length or its size, and a hover does not move the page. Below
 * 1024 px the panels are a list of rows, and the expanded one opens its description under its
 * summary.
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
              {/* one structure in every panel, expanded or not: the title, the summary whole,
                  then the description (below 1024 px only the expanded row opens it) */}
              <p className="mt-1 text-sm leading-snug text-pretty text-muted lg:mt-2 lg:text-base lg:font-medium lg:text-ink-soft in-expanded:text-white/90">
                {summary}
              </p>
              <p
                id={`why-us-panel-${index}`}
                className="sr-only text-sm text-pretty text-muted transition-colors duration-300 in-expanded:not-sr-only in-expanded:mt-2 in-expanded:text-white/80 lg:not-sr-only lg:mt-2"
              >
                {description}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
