import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Violation): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map(
      (node) =>
        `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
    )
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${targets}\n    ${violation.helpUrl}`;
}

/**
 * Runs axe-core on the current page (WCAG 2.x A/AA and best practices) and fails the test on
 * serious or critical violations, softly, so the rest of the journey still runs. Every finding,
 * whatever its impact, is attached to the report as JSON. With `include`, only the elements that
 * match that CSS selector are checked (a popup above a screen that other journeys check).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { include }: { include?: string } = {},
): Promise<void> {
  // Colours are checked as painted: a popup or a notification still fading in mixes its colours
  // with the page behind it. Before the check, wait until the animations and transitions on
  // every element the scope matches, or around it, have ended (endless ones, such as spinners,
  // excepted). The scope is the popup being checked (`include`; every match counts: a popup
  // opened above another one is the second `.modal`, and it is the one fading in), or, for a
  // whole-page check, the notifications. Only these: some finite animation of the landing runs
  // longer than a journey waits.
  await page.waitForFunction((selector) => {
    const scopes = [...document.querySelectorAll(selector)];
    return document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const concerned =
        target !== null && scopes.some((scope) => target.contains(scope) || scope.contains(target));
      const endless = animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY;
      return !concerned || endless || animation.playState !== 'running';
    });
  }, include ?? '.toast');
  // axe runs in the page itself. By default AxeBuilder gathers each frame's partial results and
  // merges them in a blank page it opens for the purpose: about 3 s of a slow CI machine's
  // minute per check, for frames the app does not have (no iframes; only cross-origin ones
  // would need it).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include !== undefined) builder.include(include);
  // A notification on its way out is transparent and no longer meant to be read; the wait above
  // does not cover one whose fade starts during the check.
  builder.exclude('.toast--hiding');
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const report = blocking.map(describeViolation).join('\n');
  const scope = include === undefined ? '' : ` in ${include}`;
  expect
    .soft(
      blocking.length,
      `axe found serious or critical violations on ${name}${scope} (${page.url()}):\n${report}`,
    )
    .toBe(0);
}
