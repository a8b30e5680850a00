import { contactNav, mainNav } from "#app/content/navigation.ts";
import { isActivePath } from "#app/content/paths.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu, MobileMenuButton } from "./mobile-menu.tsx";
import { SolutionsDropdown } from "./solutions-dropdown.tsx";

const linkClasses = (active: boolean) =>
  `inline-flex min-h-11 items-center px-3 text-[0.95rem] font-medium transition-colors hover:text-brand ${active ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"}`;

/**
 * Static HTML: links, and native popovers for the Solutions menu and the mobile panel, so the
 * whole navigation works before and without JavaScript (app/behaviours/navigation.ts enhances it).
 */
export function NavBar({ currentPath }: { currentPath: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-20 border-b border-line/80 bg-white/95 backdrop-blur">
      <div
        data-nav-bar=""
        className="mx-auto flex h-full max-w-[75rem] items-center justify-between gap-6 px-5 sm:px-8"
      >
        <Logo />
        <nav aria-label="Main" className="hidden nav:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => {
              if (item.kind === "group") {
                return (
                  <li key={item.label}>
                    <SolutionsDropdown group={item} currentPath={currentPath} />
                  </li>
                );
              }
              const active = isActivePath(item.href, currentPath);
              return (
                <li key={item.label}>
                  <a
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    className={linkClasses(active)}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* the call to action stays in the bar on phones too, where there is room for it */}
          <div className="hidden min-[380px]:block">
            <ButtonLink href={contactNav.href}>{contactNav.label}</ButtonLink>
          </div>
          <MobileMenuButton />
        </div>
      </div>
      <MobileMenu currentPath={currentPath} />
    </header>
  );
}
