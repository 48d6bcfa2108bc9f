import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has working defaults for the embedded setup', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.loadDemoData).toBe(true);
  });

  it('links in e-mails follow the port unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PUBLIC_URL: 'https://estates.example.ng/' }).PUBLIC_URL).toBe('https://estates.example.ng');
  });

  it('treats an empty variable as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PORT).toBe(3000);
  });

  it('never loads demo data on PostgreSQL or with DEMO_DATA=0', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).loadDemoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).loadDemoData).toBe(false);
  });

  it('listens on loopback only while the demo accounts exist, unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_DATA: '0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
  ])('a wrong value stops with a message naming the variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  describe('Paystack', () => {
    const keys = { PAYSTACK_PUBLIC_KEY: 'pk_test_abc123', PAYSTACK_SECRET_KEY: 'sk_test_abc123' };
    const codes = Object.fromEntries(
      ['STARTER', 'PROFESSIONAL', 'ENTERPRISE'].flatMap((n) =>
        ['MONTHLY', 'YEARLY'].map((i) => [`PAYSTACK_PLAN_${n}_${i}`, `PLN_${n.toLowerCase()}${i.toLowerCase()}`]),
      ),
    );

    it('is off (the sandbox) without keys, and on with both keys and every plan code', () => {
      expect(loadConfig({}).paystack).toBeNull();
      const c = loadConfig({ ...keys, ...codes });
      expect(c.paystack).toMatchObject({
        publicKey: 'pk_test_abc123',
        secretKey: 'sk_test_abc123',
        baseUrl: 'https://api.paystack.co',
      });
      expect(c.paystack!.planCodes.PAYSTACK_PLAN_PROFESSIONAL_YEARLY).toBe('PLN_professionalyearly');
    });

    it.each([
      [{ PAYSTACK_PUBLIC_KEY: 'pk_test_abc123', ...codes }, 'set both, or neither'],
      [{ ...keys, ...codes, PAYSTACK_PLAN_STARTER_MONTHLY: undefined }, 'PAYSTACK_PLAN_STARTER_MONTHLY: required'],
      [{ ...keys, ...codes, PAYSTACK_PLAN_ENTERPRISE_YEARLY: 'enterprise' }, 'PAYSTACK_PLAN_ENTERPRISE_YEARLY'],
      [{ ...codes, PAYSTACK_SECRET_KEY: 'secret' }, 'PAYSTACK_SECRET_KEY'],
    ])('a missing or wrong Paystack setting stops the server, naming it (%#)', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });

    it('never puts the secret key in the error message', () => {
      expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_verysecret' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('verysecret') }),
      );
    });
  });
});
