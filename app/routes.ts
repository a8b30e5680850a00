import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every screen of the spec, one line each. Paths match case-insensitively
// (React Router's default), so /careers/testEngineer reaches the Test Engineer page.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("ai-solutions", "routes/ai-solutions.tsx"),
  route("ai-solutions/:slug", "routes/ai-product.tsx"),
  route("verticals", "routes/verticals.tsx"),
  route("verticals/healthcare", "routes/healthcare.tsx"),
  route("case-study", "routes/case-studies.tsx"),
  route("case-study/:slug", "routes/case-study.tsx"),
  route("about", "routes/about.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/job.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
