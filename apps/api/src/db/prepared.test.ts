import { expect, it } from 'vitest';
import { preparedStatement } from './prepared';

it('refuses a prepared statement name given twice, as PostgreSQL would refuse the second text', () => {
  const build = () => ({ prepare: (name: string) => name });
  preparedStatement('prepared_test_once', build);
  expect(() => preparedStatement('prepared_test_once', build)).toThrow('prepared_test_once is taken');
});
