import { describe, expect, it } from 'vitest';
import { formatProblem } from '../engine/config-check';
import { checkSiteConfigs } from './check-site-configs';
import { pageConfigs } from './page-configs';

describe('the committed page configs', () => {
  it('pass the same check as npm run check:configs, the build and the server start', async () => {
    const problems = await checkSiteConfigs();
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('include the foundation pages', () => {
    const paths = pageConfigs.map((page) => page.path);
    expect(paths).toContain('/family-travel/');
    expect(paths).toContain('/page/:pageId/');
  });
});
