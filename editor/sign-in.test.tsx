import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignInScreen, signInHref } from "./sign-in.tsx";

// The production editor's first screen: the company, what happens, and the one thing to do.

describe("the editor's first screen", () => {
  it("names the company and says what signing in, saving and merging do", () => {
    const page = renderToStaticMarkup(
      <SignInScreen company="Meridian Health" href="/api/keystatic/github/login" />,
    );
    expect(page).toContain("<h1>Meridian Health: the website&#x27;s content</h1>");
    expect(page).toMatch(/Sign in with your GitHub account/);
    expect(page).toMatch(/Each save becomes a proposed change .* Someone reviews it\./s);
    expect(page).toMatch(/Once the change is merged, the site is published/);
    expect(page).toContain('href="/api/keystatic/github/login"');
    expect(page).toContain(">Sign in with GitHub</a>");
  });

  it("signs in through Keystatic's route and comes back to the page asked for", () => {
    expect(signInHref("/keystatic")).toBe("/api/keystatic/github/login");
    expect(signInHref("/keystatic/branch/main/collection/jobs")).toBe(
      "/api/keystatic/github/login?from=branch%2Fmain%2Fcollection%2Fjobs",
    );
  });
});
