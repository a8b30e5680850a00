import { NavLink } from "react-router";
import { contactNav, mainNav } from "~/content/navigation.ts";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SolutionsDropdown } from "./solutions-dropdown.tsx";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center px-3 text-[0.95rem] font-medium transition-colors hover:text-brand ${isActive ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"}`;

export function NavBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-20 border-b border-line/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-[75rem] items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden nav:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.label}>
                {item.kind === "group" ? (
                  <SolutionsDropdown group={item} />
                ) : (
                  <NavLink to={item.href} className={linkClasses}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* the call to action stays in the bar on phones too, where there is room for it */}
          <div className="hidden min-[380px]:block">
            <ButtonLink to={contactNav.href}>{contactNav.label}</ButtonLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
