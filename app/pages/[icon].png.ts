// The PNG icons (favicon-32, apple-touch-icon, icon-192, icon-512), drawn from the SVG favicon.
import type { APIRoute, GetStaticPaths } from "astro";
import { drawIcon, icons, type IconName } from "../../integrations/icons.ts";

export const getStaticPaths = (() =>
  Object.keys(icons).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(new Uint8Array(drawIcon(params.icon as IconName)), {
    headers: { "Content-Type": "image/png" },
  });
