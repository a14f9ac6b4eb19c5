import { isPointFamily, type GameFamily } from '@msp/contracts/lottery/families.ts';
import type { TFunction } from 'i18next';

type T = TFunction<'lottery'>;
/** The keys built from bet keys at run time are not known to the typed `t`; `defaultValue` covers a miss. */
type Loose = (key: string, options?: Record<string, unknown>) => string;
export const loose = (t: T) => t as unknown as Loose;

const sides = new Set(['BIG', 'SMALL', 'ODD', 'EVEN']);

/** What a bet key means, in the member's language ("Sum 13", "Two of 7, 23", "Front three group 6: 123"). */
export function betLabel(typed: T, family: GameFamily, betKey: string): string {
  const t = loose(typed);
  const [head = '', ...rest] = betKey.split(':');
  const tail = rest.join(':');
  // A Vietnamese or 4D key reads as its play type and numbers ("LO2 07", "XIEN2 07, 23", "IBOX_BIG 1234").
  if (isPointFamily(family))
    return `${t(`keys.point.${head}`, { defaultValue: head })} ${tail.split('-').join(', ')}`;
  const side = (value: string) => t(`keys.side.${value}`, { defaultValue: value });
  if (head === 'SUM') {
    if (sides.has(tail)) return t('keys.sumSide', { side: side(tail) });
    return t('keys.sum', { n: tail });
  }
  switch (family) {
    case 'DIGITS3':
      if (head === 'COLOUR') return t('keys.colour', { colour: t(`colours28.${tail}`) });
      return t(`keys.plain.${head}`, { defaultValue: betKey });
    case 'DICE':
      if (head === 'TRIPLE') return t('keys.triple', { face: tail });
      if (head === 'PAIR') return t('keys.pair', { face: tail });
      if (head === 'FACE') return t('keys.face', { face: tail });
      if (head === 'COMBO') return t('keys.diceCombo', { faces: tail.replace('-', ' + ') });
      return t(`keys.plain.${head}`, { defaultValue: betKey });
    case 'DIGITS5': {
      const position = /^P([1-5])$/.exec(head);
      if (position) return t('keys.position', { n: position[1], pick: sides.has(tail) ? side(tail) : tail });
      const [kind = '', digits = ''] = rest;
      return t('keys.three', {
        window: t(`windows.${head}`, { defaultValue: head }),
        kind: t(`kinds.${kind}`, { defaultValue: kind }),
        digits,
      });
    }
    case 'BALLS49': {
      const list = tail.split('-').join(', ');
      if (head === 'SPECIAL') {
        if (/^\d+$/.test(tail)) return t('keys.special', { pick: tail });
        if (sides.has(tail)) return t('keys.special', { pick: side(tail) });
        return t('keys.special', { pick: t(`ballColours.${tail}`, { defaultValue: tail }) });
      }
      if (head === 'MAIN') return t('keys.main', { balls: list });
      if (head === 'MAIN2') return t('keys.main2', { balls: list });
      if (head === 'MAIN3') return t('keys.main3', { balls: list });
      return betKey;
    }
  }
}
