// The production editor's first screen (issue 44): Keystatic's own is a grey page with one
// small "Log in with GitHub" button. This one names the company and says what happens before
// the owner signs in: sign in with GitHub, each save becomes a change someone reviews, merging
// it publishes. Shown only while nobody is signed in: Keystatic's own check (an access token
// cookie, else its refresh-token route) decides, then Keystatic takes over.
import { useEffect, useState, type ReactNode } from "react";

const ACCESS_COOKIE = "keystatic-gh-access-token";

/** Whether someone is signed in, as Keystatic decides it (its `getAuth`). */
export async function signedIn(): Promise<boolean> {
  if (document.cookie.split("; ").some((pair) => pair.startsWith(`${ACCESS_COOKIE}=`))) {
    return true;
  }
  try {
    const refreshed = await fetch("/api/keystatic/github/refresh-token", { method: "POST" });
    return refreshed.ok;
  } catch {
    return false;
  }
}

/** Keystatic's sign-in route, coming back to the page asked for (its `from`). */
export function signInHref(pathname: string): string {
  const from = pathname.replace(/^\/keystatic\/?/, "");
  return `/api/keystatic/github/login${from ? `?${new URLSearchParams({ from })}` : ""}`;
}

const style = `
body { margin: 0; }
.sign-in, .sign-in * { box-sizing: border-box; }
.sign-in { min-height: 100vh; display: grid; place-items: center; padding: 1rem; background: #f5f7fb; font-family: Inter, system-ui, sans-serif; color: #1e1e2a; }
.sign-in main { width: min(100%, 34rem); background: #fff; border: 1px solid #dfe3ec; border-radius: 0.75rem; padding: clamp(1.25rem, 5vw, 2rem); box-shadow: 0 8px 28px rgba(20, 30, 60, 0.08); }
.sign-in h1 { margin: 0 0 0.5rem; font-size: 1.5rem; line-height: 1.25; }
.sign-in p { margin: 0 0 1rem; line-height: 1.5; }
.sign-in ol { margin: 0 0 1.5rem; padding-left: 1.25rem; line-height: 1.5; }
.sign-in li + li { margin-top: 0.5rem; }
.sign-in a.sign-in-button { display: inline-flex; align-items: center; gap: 0.5rem; padding: 0.75rem 1.25rem; border-radius: 0.5rem; background: #1f2937; color: #fff; font-weight: 600; text-decoration: none; }
.sign-in a.sign-in-button:focus-visible { outline: 3px solid #3c5bd4; outline-offset: 2px; }
.sign-in small { display: block; margin-top: 1rem; color: #5c6070; line-height: 1.5; }
`;

/** The first screen, in words: who, what happens, and the one thing to do. */
export function SignInScreen({ company, href }: { company: string; href: string }) {
  return (
    <div className="sign-in">
      <style>{style}</style>
      <main>
        <h1>{company}: the website's content</h1>
        <p>
          Change the website's words, job openings, case studies, posts and more here. Nothing you
          save is on the site until someone has checked it.
        </p>
        <ol>
          <li>Sign in with your GitHub account (the one the company gave access to).</li>
          <li>
            Each save becomes a proposed change on GitHub, with a preview of the site as it will
            look. Someone reviews it.
          </li>
          <li>Once the change is merged, the site is published with it, in a few minutes.</li>
        </ol>
        <a className="sign-in-button" href={href} target="_top">
          Sign in with GitHub
        </a>
        <small>No GitHub account, or no access? Ask whoever looks after the website.</small>
      </main>
    </div>
  );
}

/** The sign-in screen until someone is signed in, then `children` (Keystatic). */
export function SignInFirst({ company, children }: { company: string; children: ReactNode }) {
  const [state, setState] = useState<"checking" | "in" | "out">("checking");
  useEffect(() => {
    void signedIn().then((yes) => setState(yes ? "in" : "out"));
  }, []);
  if (state === "in") return children;
  if (state === "out") {
    return <SignInScreen company={company} href={signInHref(location.pathname)} />;
  }
  return null;
}
