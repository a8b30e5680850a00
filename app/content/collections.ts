// The collections declared once (schemas/collection.ts), by the key the site's content layer
// and the editor know each by. content.config.ts and keystatic.config.ts read this list: a new
// collection is its declaration and its line here (the pages that show it aside).
import { caseStudies } from "./schemas/case-study.ts";
import { clients } from "./schemas/client.ts";
import { jobs } from "./schemas/job.ts";
import { posts } from "./schemas/post.ts";
import { products } from "./schemas/product.ts";
import { tags } from "./schemas/tag.ts";
import { people } from "./schemas/team.ts";
import { testimonials } from "./schemas/testimonial.ts";

export const declaredCollections = { caseStudies, clients, jobs, posts, products, team: people, tags, testimonials } as const;
