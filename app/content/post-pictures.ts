// A post's pictures. The editor places each in the text (its Image button, decision 0039) and
// keeps it beside the post, `./<post>/<file>`, as a path the body writes out. Posts written
// before that (decision 0032) kept a picture in a list, content/posts/<post>/pictures/<name>/
// image.<ext>, and showed it by its name alone, `![what it shows](ward-round "Caption")`: this
// remark plugin still turns such a name into that file's path before Astro collects the
// post's images. A picture the body shows that is not there is named for the build's message.
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Image, Root } from "mdast";
import type { VFile } from "vfile";

/** A picture's name in the body: a slug, no folder, no extension. */
const PICTURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The picture `name` of the post in `postFile`, as a path from the post; undefined when none. */
export function postPicture(postFile: string, name: string): string | undefined {
  if (!PICTURE_NAME.test(name)) return undefined;
  const post = basename(postFile).replace(/\.md$/, "");
  const folder = join(dirname(postFile), post, "pictures", name);
  if (!existsSync(folder)) return undefined;
  const image = readdirSync(folder).find((file) => /^image\.\w+$/.test(file));
  return image && `./${post}/pictures/${name}/${image}`;
}

/**
 * The pictures a post's body shows that are not there: each by what the body says (a name or
 * a path), for the build's message naming the post and its body.
 */
export function missingPictures(postFile: string, body: string): string[] {
  const shown = [...body.replace(/```[\s\S]*?```/g, "").matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)/g)];
  return shown
    .map(([, url]) => url!)
    .filter((url) => !/^(https?:|data:|\/)/.test(url))
    .filter((url) =>
      PICTURE_NAME.test(url)
        ? postPicture(postFile, url) === undefined
        : !existsSync(join(dirname(postFile), decodeURI(url))),
    );
}

/** The remark plugin: each image named by a picture's name gets the picture's path. */
export function remarkPostPictures() {
  return (tree: Root, file: VFile) => {
    if (typeof file.path !== "string") return;
    const visit = (node: Root | Root["children"][number]) => {
      if (node.type === "image") {
        const image = node as Image;
        const path = postPicture(file.path, image.url);
        if (path) image.url = path;
      }
      if ("children" in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}
