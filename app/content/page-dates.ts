// When each address in the sitemap last changed (its <lastmod>), from the page model: a page's
// own "Last changed" in its content file, a post's dates, a job's publication.
import { pageAt } from "./page-model.ts";
import { paths } from "./paths.ts";

export function lastModified(path: string): string {
  // security.txt is not a page: it changes with the company's details, revised with the site
  const page = pageAt(path === paths.securityTxt ? paths.home : path);
  if (!page) throw new Error(`${path}: not a page of the page model`);
  return page.lastModified;
}
