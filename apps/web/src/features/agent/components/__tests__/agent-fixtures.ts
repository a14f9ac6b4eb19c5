import type { TeamOverview } from '@msp/contracts/agents.ts';

export const agentMember = {
  id: 21,
  account: 'demoagent',
  nickname: 'Agent',
  type: 1,
  language: 'bn' as const,
};
export const plainMember = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' as const };

const zeroMoney = {
  deposit: '0.00',
  depositCount: 0,
  withdrawal: '0.00',
  bet: '0.00',
  betCount: 0,
  validBet: '0.00',
  win: '0.00',
  memberProfit: '0.00',
  bonus: '0.00',
  rebate: '0.00',
};

/** An overview of `from`–`to` answered by a server whose today is `today`. */
export function overviewOf(from: string, to: string, today: string): TeamOverview {
  return {
    from,
    to,
    today,
    teamSize: { direct: 12, all: 1234 },
    newMembers: 5,
    activeMembers: 87,
    money: {
      ...zeroMoney,
      deposit: '123456.78',
      depositCount: 42,
      withdrawal: '2500.00',
      bet: '98765.00',
      betCount: 1500,
      validBet: '98000.50',
      win: '90000.00',
      memberProfit: '-8000.50',
      bonus: '300.00',
      rebate: '45.25',
    },
    series: [
      {
        day: from,
        deposit: '100.00',
        withdrawal: '0.00',
        validBet: '50.00',
        memberProfit: '-10.00',
        newMembers: 2,
      },
      {
        day: to,
        deposit: '0.00',
        withdrawal: '20.00',
        validBet: '0.00',
        memberProfit: '0.00',
        newMembers: 0,
      },
    ],
  };
}
