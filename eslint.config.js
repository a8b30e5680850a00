import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];
const TEST_CODE = ["**/tests/**", "**/test-support/**"];
// the site's own modules through the package's subpath import (a leading # starts a comment
// in these gitignore-style patterns, hence the escape), or a relative climb into app/
const APP_CODE = ["\\#app/*", "**/app/*"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".astro/",
      "data/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro files: their frontmatter and template, with TypeScript inside
  ...astro.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // the browser app and the server share only common/
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: APP_CODE }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx,astro}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["../server/*", "**/server/*"] }],
    },
  },
  {
    // production code never imports test code (tests/: specs, fixtures, test servers); only
    // test files may
    files: ["server/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", { patterns: [...APP_CODE, ...TEST_CODE] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx,astro}"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["../server/*", "**/server/*", ...TEST_CODE] },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    ignores: TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: [...APP_CODE, ...TEST_CODE] }] },
  },
  {
    files: ["scripts/**/*.{ts,tsx}", "integrations/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: TEST_CODE }] },
  },
);
