import {
  credentialKeyMatch,
  findPaymentCredentials,
  looksLikeCardNumber,
  passesLuhn,
} from '../../../src/instructions/payment-boundary';

describe('payment boundary', () => {
  describe(credentialKeyMatch.name, () => {
    it.each([
      ['card_number', 'cardnumber'],
      ['cardNumber', 'cardnumber'],
      ['CardNumber', 'cardnumber'],
      ['CARD_NUMBER', 'cardnumber'],
      ['card-number', 'cardnumber'],
      ['CARDNUMBER', 'cardnumber'],
      ['card number', 'cardnumber'],
      ['pan', 'pan'],
      ['PAN', 'pan'],
      ['primaryAccountNumber', 'primaryaccountnumber'],
      ['cvv', 'cvv'],
      ['CVV2', 'cvv2'],
      ['cvc', 'cvc'],
      ['card_cvc', 'cvc'],
      ['expiry', 'expiry'],
      ['exp_month', 'expmonth'],
      ['expirationDate', 'expiration'],
      ['card_exp_date', 'cardexp'],
      ['account_number', 'accountnumber'],
      ['beneficiaryAccountNumber', 'accountnumber'],
      ['acct-no', 'acctno'],
      ['routingNumber', 'routingnumber'],
      ['transit_number', 'transitnumber'],
      ['iban', 'iban'],
      ['beneficiary_IBAN', 'iban'],
      ['swift', 'swift'],
      ['SWIFT-BIC', 'swift'],
      ['bic', 'bic'],
      ['password', 'password'],
      ['userPassword', 'password'],
      ['pin', 'pin'],
      ['PIN_CODE', 'pin'],
    ])('should flag %s', (key, expected) => {
      expect(credentialKeyMatch(key)).toBe(expected);
    });

    it.each([
      'shipping',
      'japan',
      'company',
      'spinner',
      'routing',
      'transit',
      'transit_time',
      'cubic',
      'expires_at',
      'panel',
      'account',
      'account_id',
      'provider',
      'amount',
      'currency',
      'cid',
      'pinned',
      'passage',
      'swiftly',
      'bicycle',
    ])('should not flag %s', (key) => {
      expect(credentialKeyMatch(key)).toBeUndefined();
    });
  });

  describe(passesLuhn.name, () => {
    it.each([
      ['4111111111111111', true],
      ['4012888888881881', true],
      ['378282246310005', true],
      ['6011111111111117', true],
      ['4111111111111112', false],
      ['0000000000000', true],
      ['79927398713', true],
      ['79927398710', false],
    ])('%s → %s', (digits, expected) => {
      expect(passesLuhn(digits)).toBe(expected);
    });
  });

  describe(looksLikeCardNumber.name, () => {
    it.each([
      ['4111111111111111', true, '16 digits, Luhn valid'],
      ['4222222222222', true, '13 digits (shortest), Luhn valid'],
      ['6250941006528599', true, '16 digits'],
      ['4111111111111111110', true, '19 digits (longest), Luhn valid'],
      ['4111 1111 1111 1111', true, 'grouped with spaces'],
      ['4111-1111-1111-1111', true, 'grouped with hyphens'],
      [' 4111111111111111 ', true, 'surrounding blanks'],
      ['4111111111111112', false, 'Luhn invalid'],
      ['411111111117', false, '12 digits, Luhn valid'],
      ['41111111111111111115', false, '20 digits, Luhn valid'],
      ['4111  1111 1111 1111', false, 'double separator'],
      ['4111.1111.1111.1111', false, 'other separator'],
      ['card 4111111111111111', false, 'embedded in text'],
      ['-4111111111111111', false, 'leading separator'],
      ['', false, 'empty'],
    ])('%j → %s (%s)', (value, expected) => {
      expect(looksLikeCardNumber(value)).toBe(expected);
    });

    it('should check the Luhn digit examples used above', () => {
      expect(passesLuhn('411111111117')).toBe(true);
      expect(passesLuhn('41111111111111111115')).toBe(true);
      expect(passesLuhn('4111111111111111110')).toBe(true);
      expect(passesLuhn('4222222222222')).toBe(true);
    });
  });

  describe(findPaymentCredentials.name, () => {
    it('should find credential keys and card numbers at any depth, arrays included, in document order', () => {
      const findings = findPaymentCredentials({
        order: { side: 'buy', legs: [{ note: 'fine' }, { settlement: { iban: 'DE89 3704 0044 0532 0130 00' } }] },
        refs: ['ok', '4012888888881881'],
        meta: { deeper: [[{ cvv: 123 }]] },
      });
      expect(findings).toEqual([
        { path: ['order', 'legs', 1, 'settlement', 'iban'], reason: 'credential_key', matched: 'iban' },
        { path: ['refs', 1], reason: 'card_number' },
        { path: ['meta', 'deeper', 0, 0, 'cvv'], reason: 'credential_key', matched: 'cvv' },
      ]);
    });

    it('should not inspect numbers (epoch-millisecond timestamps are 13 digits) nor flag clean payloads', () => {
      expect(findPaymentCredentials({ at: 4111111111111111, timestamp: 1795316141750, label: 'x', n: null })).toEqual(
        [],
      );
    });
  });
});
