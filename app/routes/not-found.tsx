import { StatusPage } from "~/components/sections/status-page.tsx";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => [...pageMeta("Page not Found"), { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <StatusPage
      code="404"
      title="Page not Found"
      message="The page you are looking for does not exist or has moved."
    />
  );
}
