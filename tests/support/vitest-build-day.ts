import { beforeAll, expect } from "vitest";
import { assertTestBuild } from "./site-today.ts";

// The tests of the build output (tests/build/) read the build in BUILD_DIR and compare it with
// the content as the test process reads it on TEST_TODAY (vitest.config.ts): a build made as
// of another day would agree or not depending on the date, so it is refused, by name.
beforeAll(() => {
  if (/[\\/]tests[\\/]build[\\/]/.test(expect.getState().testPath ?? "")) assertTestBuild();
});
