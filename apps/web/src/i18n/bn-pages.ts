/* Bangla translations of every other page and pop-up: loaded when one of them is first wanted. */
import bnAgent from './bn/agent.json';
import bnAgentContracts from './bn/agent-contracts.json';
import bnAgentReports from './bn/agent-reports.json';
import bnAppDownload from './bn/app-download.json';
import bnAuth from './bn/auth.json';
import bnContentPages from './bn/content-pages.json';
import bnDescription from './bn/description.json';
import bnFeedback from './bn/feedback.json';
import bnGameRecords from './bn/game-records.json';
import bnHelp from './bn/help.json';
import bnLiveChat from './bn/live-chat.json';
import bnLottery from './bn/lottery.json';
import bnMember from './bn/member.json';
import bnMessages from './bn/messages.json';
import bnMissions from './bn/missions.json';
import bnPointMall from './bn/point-mall.json';
import bnPromotions from './bn/promotions.json';
import bnReferral from './bn/referral.json';
import bnRewardCenter from './bn/reward-center.json';
import bnSeaLottery from './bn/sea-lottery.json';
import bnSeamless from './bn/seamless.json';
import bnSponsor from './bn/sponsor.json';
import bnVnLottery from './bn/vn-lottery.json';
import bnVip from './bn/vip.json';
import bnWallet from './bn/wallet.json';

export default {
  agent: bnAgent,
  agentContracts: bnAgentContracts,
  agentReports: bnAgentReports,
  appDownload: bnAppDownload,
  auth: bnAuth,
  contentPages: bnContentPages,
  description: bnDescription,
  feedback: bnFeedback,
  gameRecords: bnGameRecords,
  help: bnHelp,
  liveChat: bnLiveChat,
  lottery: bnLottery,
  member: bnMember,
  messages: bnMessages,
  missions: bnMissions,
  pointMall: bnPointMall,
  promotions: bnPromotions,
  referral: bnReferral,
  rewardCenter: bnRewardCenter,
  seaLottery: bnSeaLottery,
  seamless: bnSeamless,
  sponsor: bnSponsor,
  vnLottery: bnVnLottery,
  vip: bnVip,
  wallet: bnWallet,
};
