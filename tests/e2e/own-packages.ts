import { test } from "./fixtures";
import { retirePackage } from "./app-db";

/**
 * Packages of a spec's own for each project: `make` runs before the tests of the file or group this is called in
 * (given the project's name, which tells the projects' packages apart) and returns the ids it made; each is taken
 * off the site after them. ownDailyPackage (support.ts) does the same for one daily package.
 */
export function ownPackages(make: (project: string) => string[]) {
  let made: string[] = [];
  test.beforeAll(() => {
    made = make(test.info().project.name);
  });
  test.afterAll(() => made.forEach(retirePackage));
}
