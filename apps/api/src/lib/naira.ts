import { toNaira } from '@estatehub/shared';

const whole = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const withKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 });

/**
 * An amount in kobo as people read it in mail, the bell and the feed: naira without decimals
 * (spec part 2 section 9), unless there are kobo, which are never rounded away from money paid.
 */
export const formatNaira = (kobo: number): string =>
  kobo % 100 === 0 ? whole.format(toNaira(kobo)) : withKobo.format(toNaira(kobo));
