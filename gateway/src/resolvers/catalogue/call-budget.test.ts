import { describe, expect, it } from 'vitest';
import { CallBudget } from './call-budget.js';

describe('CallBudget', () => {
  it('gives calls while some are left, and no more', () => {
    const budget = new CallBudget(3);
    budget.spend(2);
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    expect(budget.left).toBe(0);
  });

  it('never goes below nothing when calls that cannot be skipped are spent', () => {
    const budget = new CallBudget(1);
    budget.spend(4);
    expect(budget.left).toBe(0);
    expect(budget.take()).toBe(false);
  });
});
