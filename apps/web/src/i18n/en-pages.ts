/* English translations of every other page and pop-up: loaded when one of them is first wanted. */
import enAgent from './en/agent.json';
import enAgentContracts from './en/agent-contracts.json';
import enAgentReports from './en/agent-reports.json';
import enAppDownload from './en/app-download.json';
import enAuth from './en/auth.json';
import enContentPages from './en/content-pages.json';
import enDescription from './en/description.json';
import enFeedback from './en/feedback.json';
import enGameRecords from './en/game-records.json';
import enHelp from './en/help.json';
import enLiveChat from './en/live-chat.json';
import enLottery from './en/lottery.json';
import enMember from './en/member.json';
import enMessages from './en/messages.json';
import enMissions from './en/missions.json';
import enPointMall from './en/point-mall.json';
import enPromotions from './en/promotions.json';
import enReferral from './en/referral.json';
import enRewardCenter from './en/reward-center.json';
import enSeaLottery from './en/sea-lottery.json';
import enSeamless from './en/seamless.json';
import enSponsor from './en/sponsor.json';
import enVnLottery from './en/vn-lottery.json';
import enVip from './en/vip.json';
import enWallet from './en/wallet.json';

export default {
  agent: enAgent,
  agentContracts: enAgentContracts,
  agentReports: enAgentReports,
  appDownload: enAppDownload,
  auth: enAuth,
  contentPages: enContentPages,
  description: enDescription,
  feedback: enFeedback,
  gameRecords: enGameRecords,
  help: enHelp,
  liveChat: enLiveChat,
  lottery: enLottery,
  member: enMember,
  messages: enMessages,
  missions: enMissions,
  pointMall: enPointMall,
  promotions: enPromotions,
  referral: enReferral,
  rewardCenter: enRewardCenter,
  seaLottery: enSeaLottery,
  seamless: enSeamless,
  sponsor: enSponsor,
  vnLottery: enVnLottery,
  vip: enVip,
  wallet: enWallet,
};
