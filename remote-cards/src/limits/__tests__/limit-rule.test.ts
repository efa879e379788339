import { cardStrings } from '../../strings';
import { NO_LIMITS, limitProblems, limitsInput } from '../limit-rule';
import { limitStrings as text } from '../strings';

describe('the limits rule', () => {
  it('takes no limits at all', () => {
    expect(limitProblems(NO_LIMITS)).toEqual({});
    expect(limitsInput(NO_LIMITS)).toEqual({ per_transaction_limit: null, daily_limit: null, monthly_limit: null });
  });

  it('checks each given limit as an amount', () => {
    expect(limitProblems({ ...NO_LIMITS, daily_limit: '0' })).toEqual({ daily_limit: cardStrings.amount.invalid });
    expect(limitProblems({ ...NO_LIMITS, monthly_limit: '1000000.01' })).toEqual({
      monthly_limit: cardStrings.amount.tooHigh,
    });
  });

  it('keeps per transaction <= daily <= monthly where both are set, the exact same amount allowed', () => {
    expect(limitProblems({ per_transaction_limit: '50', daily_limit: '50', monthly_limit: '50' })).toEqual({});
    expect(limitProblems({ per_transaction_limit: '60', daily_limit: '', monthly_limit: '50' })).toEqual({
      monthly_limit: text.outOfOrder,
    });
    expect(limitProblems({ per_transaction_limit: '', daily_limit: '100', monthly_limit: '99.99' })).toEqual({
      monthly_limit: text.outOfOrder,
    });
  });

  it('sends two-place amounts, floored as every amount is', () => {
    expect(limitsInput({ per_transaction_limit: '9.999', daily_limit: '12.', monthly_limit: '' })).toEqual({
      per_transaction_limit: '9.99',
      daily_limit: '12.00',
      monthly_limit: null,
    });
  });
});
