/** The live classes of the spec (§2), in its order, with the words a live table's name or code carries. */
export const liveClasses = [
  { id: 'baccarat', pattern: /baccarat|bac\b/i },
  { id: 'sicbo', pattern: /sic\s*-?\s*bo|sicbo/i },
  { id: 'roulette', pattern: /roulette/i },
  { id: 'dragonTiger', pattern: /dragon\s*-?\s*tiger|dragontiger|\bdt\b/i },
  { id: 'blackjack', pattern: /black\s*-?\s*jack/i },
  { id: 'mahjong', pattern: /mah\s*-?\s*jong/i },
  { id: 'threeCardPoker', pattern: /(3|three)\s*-?\s*card/i },
  { id: 'wenzhou', pattern: /wen\s*-?\s*zhou/i },
  { id: 'seDie', pattern: /se\s*-?\s*die|xoc\s*-?\s*dia/i },
  { id: 'fanTan', pattern: /fan\s*-?\s*tan/i },
  { id: 'niuniu', pattern: /niu\s*-?\s*niu|bull\s*-?\s*bull/i },
  { id: 'fishPrawnCrab', pattern: /fish\s*-?\s*prawn|prawn\s*-?\s*crab|hoo\s*hey\s*how/i },
  { id: 'zjh', pattern: /\bzjh\b|zha\s*jin\s*hua/i },
] as const;
export type LiveClass = (typeof liveClasses)[number]['id'];

/** The live class of a LIVE game from its code and name (null when none matches). */
export function liveClassOf(game: {
  gameCode: string;
  gameName?: string;
  nodeName?: string;
}): LiveClass | null {
  const text = `${game.gameCode.replace(/_/g, ' ')} ${game.gameName ?? ''} ${game.nodeName ?? ''}`;
  return liveClasses.find((entry) => entry.pattern.test(text))?.id ?? null;
}
