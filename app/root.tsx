import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "react-router";
import { Toasts } from "~/components/forms/toasts.tsx";
import { Footer } from "~/components/layout/footer.tsx";
import { NavBar } from "~/components/layout/nav-bar.tsx";
import { StatusPage } from "~/components/sections/status-page.tsx";
import { anchors } from "~/content/paths.ts";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it: tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href={`#${anchors.main}`}
          className="sr-only z-50 rounded-full bg-brand px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        <NavBar />
        <main id={anchors.main} tabIndex={-1} className="pt-20 outline-none">
          {children}
        </main>
        <Footer />
        <Toasts />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        code="404"
        title="Page not Found"
        message="The page you are looking for does not exist or has moved."
      />
    );
  }
  return (
    <StatusPage
      code="Oops"
      title="Unexpected Application Error!"
      message="Something went wrong on our side while showing this page. Please try again, or start again from the home page."
    />
  );
}
