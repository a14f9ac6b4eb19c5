/* Translation resources: one JSON file per namespace and language (bundled, no network). */
import bnAgent from './bn/agent.json';
import bnAnnouncements from './bn/announcements.json';
import bnAuth from './bn/auth.json';
import bnCommon from './bn/common.json';
import bnDescription from './bn/description.json';
import bnErrors from './bn/errors.json';
import bnFeedback from './bn/feedback.json';
import bnFooter from './bn/footer.json';
import bnGameRecords from './bn/game-records.json';
import bnGames from './bn/games.json';
import bnHeader from './bn/header.json';
import bnHelp from './bn/help.json';
import bnHome from './bn/home.json';
import bnLanguage from './bn/language.json';
import bnLottery from './bn/lottery.json';
import bnMember from './bn/member.json';
import bnPointMall from './bn/point-mall.json';
import bnPromotions from './bn/promotions.json';
import bnSeamless from './bn/seamless.json';
import bnSideMenu from './bn/side-menu.json';
import bnSponsor from './bn/sponsor.json';
import bnSystem from './bn/system.json';
import bnWallet from './bn/wallet.json';
import enAgent from './en/agent.json';
import enAnnouncements from './en/announcements.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDescription from './en/description.json';
import enErrors from './en/errors.json';
import enFeedback from './en/feedback.json';
import enFooter from './en/footer.json';
import enGameRecords from './en/game-records.json';
import enGames from './en/games.json';
import enHeader from './en/header.json';
import enHelp from './en/help.json';
import enHome from './en/home.json';
import enLanguage from './en/language.json';
import enLottery from './en/lottery.json';
import enMember from './en/member.json';
import enPointMall from './en/point-mall.json';
import enPromotions from './en/promotions.json';
import enSeamless from './en/seamless.json';
import enSideMenu from './en/side-menu.json';
import enSponsor from './en/sponsor.json';
import enSystem from './en/system.json';
import enWallet from './en/wallet.json';

const bn = {
  agent: bnAgent,
  announcements: bnAnnouncements,
  auth: bnAuth,
  common: bnCommon,
  description: bnDescription,
  errors: bnErrors,
  feedback: bnFeedback,
  footer: bnFooter,
  gameRecords: bnGameRecords,
  games: bnGames,
  header: bnHeader,
  help: bnHelp,
  home: bnHome,
  language: bnLanguage,
  lottery: bnLottery,
  member: bnMember,
  pointMall: bnPointMall,
  promotions: bnPromotions,
  seamless: bnSeamless,
  sideMenu: bnSideMenu,
  sponsor: bnSponsor,
  system: bnSystem,
  wallet: bnWallet,
};

const en = {
  agent: enAgent,
  announcements: enAnnouncements,
  auth: enAuth,
  common: enCommon,
  description: enDescription,
  errors: enErrors,
  feedback: enFeedback,
  footer: enFooter,
  gameRecords: enGameRecords,
  games: enGames,
  header: enHeader,
  help: enHelp,
  home: enHome,
  language: enLanguage,
  lottery: enLottery,
  member: enMember,
  pointMall: enPointMall,
  promotions: enPromotions,
  seamless: enSeamless,
  sideMenu: enSideMenu,
  sponsor: enSponsor,
  system: enSystem,
  wallet: enWallet,
};

export const resources = { bn, en } as const;
