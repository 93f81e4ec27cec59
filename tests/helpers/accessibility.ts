import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once per process and evaluated in each page checked. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.x levels A and AA (docs/accessibility.md): the gate every page passes. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One failing rule, as the gate lists it: impact, rule, what axe says, and each element by its selector. */
export interface Violation {
  impact: string;
  rule: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core's WCAG 2 A/AA rules on the page as the user reads it; the critical and serious
 * violations. A toast fading in or out is judged half-drawn (its colours mid-way to the page's): axe
 * runs once the page's finite transitions are over, and a violation is reported only if it is still
 * there when axe runs again after the transitions that began meanwhile (a toast closing while axe
 * read the page). A real violation is found both times.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the driver, not as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const first = await violationsOnceSettled(page);
  if (first.length === 0) return first;
  const again = new Set((await violationsOnceSettled(page)).map((violation) => violation.rule));
  return first.filter((violation) => again.has(violation.rule));
}

async function violationsOnceSettled(page: Page): Promise<Violation[]> {
  // A spinner's animations never end, so only finite ones are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return results.violations
    .filter((violation: Result) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation: Result) => ({
      impact: violation.impact ?? '',
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Fails when axe-core finds a critical or serious WCAG 2 A/AA violation on the page, listing each with the
 * elements it names (`where` says which page and viewport, for the message).
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length === 0) return;
  const listed = violations.map((violation) => `  ${violation.impact} ${violation.rule}: ${violation.help}\n${violation.targets.map((target) => `    ${target}`).join('\n')}`);
  throw new Error(`${where}: ${violations.length} critical/serious accessibility violation(s)\n${listed.join('\n')}`);
}
