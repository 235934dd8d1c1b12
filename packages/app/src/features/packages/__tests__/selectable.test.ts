import { describe, expect, it } from 'vitest';
import { isSelectable } from '../selectable';

const starter = { uuid: 's', name: 'Starter', annualCost: 0 };
const explorer = { uuid: 'e', name: 'Explorer', annualCost: 99 };
const champion = { uuid: 'c', name: 'Champion', annualCost: 199 };

describe('which packages offer Select', () => {
  it('a member without a package may select any package', () => {
    expect([starter, explorer, champion].map((pkg) => isSelectable(pkg, null))).toEqual([true, true, true]);
  });

  it('an Explorer member may move up to Champion but not select Explorer again', () => {
    const current = { uuid: 'e', cost: 99 };
    expect(isSelectable(explorer, current)).toBe(false);
    expect(isSelectable(champion, current)).toBe(true);
  });

  it('a Champion member is offered no cheaper paid package', () => {
    expect(isSelectable(explorer, { uuid: 'c', cost: 199 })).toBe(false);
  });

  it('a paid member sees no Select on Starter (leaving a paid package is Cancel)', () => {
    expect(isSelectable(starter, { uuid: 'e', cost: 99 })).toBe(false);
    expect(isSelectable(starter, { uuid: 'c', cost: 199 })).toBe(false);
  });

  it('a Starter member may move to a paid package but not select Starter again', () => {
    const current = { uuid: 's', cost: 0 };
    expect([starter, explorer, champion].map((pkg) => isSelectable(pkg, current))).toEqual([
      false,
      true,
      true,
    ]);
  });
});
