// /insights/rss.xml: the insights as an RSS 2.0 feed (@astrojs/rss), newest first, each item
// with its full text and every link and picture in it absolute on SITE_URL, so a feed reader
// shows the post as the page does.
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { getEntry, render } from "astro:content";
import { insightsPage, posts } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { site } from "#app/content/site.ts";
import { absoluteLinks } from "#app/lib/absolute-links.ts";

export const GET: APIRoute = async (context) => {
  if (!context.site) throw new Error("astro.config.ts must set `site` (from SITE_URL)");
  const origin = context.site.origin;
  const container = await AstroContainer.create();
  const items = await Promise.all(
    posts.map(async (post) => {
      const entry = await getEntry("posts", post.slug);
      if (!entry) throw new Error(`content/posts/${post.slug}.md is not in Astro's collection`);
      const { Content } = await render(entry);
      const html = await container.renderToString(Content);
      return {
        title: post.title,
        link: paths.insight(post.slug),
        pubDate: new Date(`${post.published}T00:00:00Z`),
        description: post.summary,
        author: `${site.email} (${post.author.name})`,
        categories: post.tags.map((tag) => tag.name),
        content: absoluteLinks(html, origin, paths.insight(post.slug)),
      };
    }),
  );
  return rss({
    title: `${insightsPage.feedTitle} | ${site.name}`,
    description: insightsPage.metaDescription,
    // the channel's link is the insights' index; items' links are root-relative, so they
    // resolve on the origin all the same
    site: `${origin}${paths.insights}`,
    items,
    // the site's addresses have no trailing slash (astro.config.ts)
    trailingSlash: false,
    customData: "<language>en</language>",
  });
};
