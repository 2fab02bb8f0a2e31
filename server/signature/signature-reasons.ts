import type { Language } from '../../common/domain/languages';
import { fillText, serverTexts } from '../texts/server-texts';
import type { SignatureIngredient } from './signature-ingredients';

// The reason of a signature ingredient as a sentence: "In 6 of its 9 perfumes, three times as often
// as the catalog as a whole."

export type SignatureOwner = 'house' | 'perfumer';

type TimesKey = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10';

/**
 * "one and a half times", "twice", "three times", "14 times": the lift as a reader says it. Below
 * 1.75 it reads as one and a half; above, to the nearest whole number, so that 2.4 is "twice" and
 * a signature never sounds more marked than it is by more than half a step.
 */
export function timesPhrase(lift: number, lang: Language): string {
  const times = serverTexts[lang].signatureReason.times;
  if (lift < 1.75) return times.oneAndHalf;
  const whole = Math.round(lift);
  if (whole <= 10) return times[String(whole) as TimesKey];
  return fillText(times.many, { n: new Intl.NumberFormat(lang).format(whole) });
}

export function signatureReason(
  signature: Pick<SignatureIngredient, 'count' | 'total' | 'lift'>,
  owner: SignatureOwner,
  lang: Language,
): string {
  const texts = serverTexts[lang].signatureReason[owner];
  const number = new Intl.NumberFormat(lang);
  return fillText(signature.count === signature.total ? texts.all : texts.some, {
    count: number.format(signature.count),
    total: number.format(signature.total),
    times: timesPhrase(signature.lift, lang),
  });
}
