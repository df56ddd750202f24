import { describe, expect, it } from 'vitest';

import {
  filterAmountMessage,
  incomeFilterErrors,
  incomeFilterMessages,
  incomeFilterProblems,
  noIncomeFilters,
  sameIncomeFilters,
  writeIncomeFilters,
} from './income-filters';

describe('income filters', () => {
  it('writes only the filters that are set, trimmed', () => {
    const search = writeIncomeFilters(new URLSearchParams({ page: '1' }), {
      ...noIncomeFilters,
      from: '2026-05-01',
      therapist: ' Amal ',
      maxTotal: '99.5',
    });
    expect(search.toString()).toBe('page=1&from=2026-05-01&therapist=Amal&maxTotal=99.5');
    expect(writeIncomeFilters(new URLSearchParams(), noIncomeFilters).toString()).toBe('');
  });

  it("finds the contradictions the server refuses, in the server's words", () => {
    expect(incomeFilterProblems(noIncomeFilters)).toEqual({});
    expect(incomeFilterProblems({ ...noIncomeFilters, from: '2026-05-02', to: '2026-05-01' })).toEqual({ to: incomeFilterMessages.to });
    expect(incomeFilterProblems({ ...noIncomeFilters, from: '2026-05-01', to: '2026-05-01' })).toEqual({});
    // Compared as amounts, not as text ("9" < "10").
    expect(incomeFilterProblems({ ...noIncomeFilters, minTotal: '10', maxTotal: '9' })).toEqual({ maxTotal: incomeFilterMessages.maxTotal });
    expect(incomeFilterProblems({ ...noIncomeFilters, minTotal: '9', maxTotal: '10' })).toEqual({});
    expect(incomeFilterProblems({ ...noIncomeFilters, minTotal: '10.5', maxTotal: '10.50' })).toEqual({});
  });
});

describe('income filters as typed', () => {
  it('names the amounts the server cannot read, and the contradictions', () => {
    expect(incomeFilterErrors(noIncomeFilters)).toEqual({});
    expect(incomeFilterErrors({ ...noIncomeFilters, minTotal: '1.234', maxTotal: '-1' })).toEqual({
      minTotal: filterAmountMessage,
      maxTotal: filterAmountMessage,
    });
    expect(incomeFilterErrors({ ...noIncomeFilters, minTotal: ' 20 ', maxTotal: '10' })).toEqual({ maxTotal: incomeFilterMessages.maxTotal });
    expect(incomeFilterErrors({ ...noIncomeFilters, minTotal: 'abc', maxTotal: '10' })).toEqual({ minTotal: filterAmountMessage });
    expect(incomeFilterErrors({ ...noIncomeFilters, from: '2026-05-02', to: '2026-05-01' })).toEqual({ to: incomeFilterMessages.to });
  });

  it('compares filters trimmed', () => {
    expect(sameIncomeFilters({ ...noIncomeFilters, therapist: ' Amal ' }, { ...noIncomeFilters, therapist: 'Amal' })).toBe(true);
    expect(sameIncomeFilters({ ...noIncomeFilters, therapist: 'Amal' }, noIncomeFilters)).toBe(false);
  });
});
